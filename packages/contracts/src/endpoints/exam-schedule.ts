import { idParamsSchema } from '../common.js';
import { defineEndpoint } from '../endpoint.js';
import {
  examAttendanceParamsSchema,
  examAttendanceRequestSchema,
  examScheduleRequestSchema,
  examScheduleSchema,
  examSlotBookingsResponseSchema,
  examSlotsQuerySchema,
  examSlotsResponseSchema,
} from '../exam-schedule.js';

/* The exam schedule as admins keep it: the weekly schedule, the sittings, their bookings. */

export const getExamSchedule = defineEndpoint({
  operationId: 'getExamSchedule',
  method: 'GET',
  path: '/admin/exam-schedule',
  access: 'admin',
  tag: 'exam schedule',
  summary: 'The weekly exam schedule: time zone, week days, start times and their capacity',
  responses: { 200: examScheduleSchema },
});

export const updateExamSchedule = defineEndpoint({
  operationId: 'updateExamSchedule',
  method: 'PUT',
  path: '/admin/exam-schedule',
  access: 'admin',
  tag: 'exam schedule',
  summary: 'Replace the weekly exam schedule',
  description:
    'One transaction: the booked sittings still to come take the new capacity of their start ' +
    'time. 409 ERR_EXAM_CAPACITY_BELOW_BOOKINGS when a capacity would fall below the seats ' +
    'already booked in such a sitting; 409 ERR_EXAM_SITTING_HAS_BOOKINGS when a removed time ' +
    'or week day, or a new time zone, would drop a booked sitting from the schedule. The ' +
    "409's `errors` name the fields concerned. Nothing changes on a refusal.",
  body: examScheduleRequestSchema(),
  responses: { 200: examScheduleSchema },
  errors: { 409: ['ERR_EXAM_CAPACITY_BELOW_BOOKINGS', 'ERR_EXAM_SITTING_HAS_BOOKINGS'] },
});

export const listExamSlots = defineEndpoint({
  operationId: 'listExamSlots',
  method: 'GET',
  path: '/admin/exam-slots',
  access: 'admin',
  tag: 'exam schedule',
  summary: 'The sittings of a date range with their capacity, bookings and free seats',
  query: examSlotsQuerySchema,
  responses: { 200: examSlotsResponseSchema },
});

export const listExamSlotBookings = defineEndpoint({
  operationId: 'listExamSlotBookings',
  method: 'GET',
  path: '/admin/exam-slots/:id/bookings',
  access: 'admin',
  tag: 'exam schedule',
  summary: 'Who booked a sitting',
  params: idParamsSchema,
  responses: { 200: examSlotBookingsResponseSchema },
  errors: { 404: ['ERR_NOT_FOUND'] },
});

export const recordExamAttendance = defineEndpoint({
  operationId: 'recordExamAttendance',
  method: 'PUT',
  path: '/admin/exam-slots/:id/bookings/:applicantId/attendance',
  access: 'admin',
  tag: 'exam schedule',
  summary: 'Record whether a booked applicant came to a sitting that has started',
  description:
    'Audited on the applicant. It may be corrected; the same value again changes nothing.',
  params: examAttendanceParamsSchema,
  body: examAttendanceRequestSchema,
  responses: { 200: examSlotBookingsResponseSchema },
  errors: { 404: ['ERR_NOT_FOUND'], 409: ['ERR_EXAM_SITTING_NOT_STARTED'] },
});
