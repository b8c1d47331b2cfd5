import { idParamsSchema } from '../common.js';
import { defineEndpoint } from '../endpoint.js';
import {
  cancelSittingRequestSchema,
  examAttendanceParamsSchema,
  examAttendanceRequestSchema,
  examRebookingRequestSchema,
  examRebookingSchema,
  examScheduleRequestSchema,
  examScheduleSchema,
  examSlotBookingsResponseSchema,
  examSlotsQuerySchema,
  examSlotsResponseSchema,
  moveSittingRequestSchema,
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

export const cancelExamSitting = defineEndpoint({
  operationId: 'cancelExamSitting',
  method: 'POST',
  path: '/admin/exam-slots/:id/cancellation',
  access: 'admin',
  tag: 'exam schedule',
  summary: 'Cancel a sitting that has not started, with the reason mailed to its applicants',
  description:
    'One transaction: every booking of the sitting goes (history on the applicant), each ' +
    'applicant is mailed the reason, a calendar cancellation and a link to choose another ' +
    'sitting, and the sitting is never offered again. The answer is the cancelled sitting.',
  params: idParamsSchema,
  body: cancelSittingRequestSchema(),
  responses: { 200: examSlotBookingsResponseSchema },
  errors: {
    404: ['ERR_NOT_FOUND'],
    409: ['ERR_EXAM_SITTING_STARTED', 'ERR_EXAM_SITTING_CANCELLED'],
  },
});

export const moveExamSitting = defineEndpoint({
  operationId: 'moveExamSitting',
  method: 'POST',
  path: '/admin/exam-slots/:id/move',
  access: 'admin',
  tag: 'exam schedule',
  summary: "Move a sitting's bookings to another time, with the reason mailed to its applicants",
  description:
    'One transaction: the new time must be a sitting of the schedule that can still be ' +
    'booked, with free seats for every booking here; each applicant is mailed the new time ' +
    'with the updated calendar entry; the old time is never offered again. The answer is ' +
    'the sitting at the new time.',
  params: idParamsSchema,
  body: moveSittingRequestSchema(),
  responses: { 200: examSlotBookingsResponseSchema },
  errors: {
    404: ['ERR_NOT_FOUND'],
    409: [
      'ERR_EXAM_SITTING_STARTED',
      'ERR_EXAM_SITTING_CANCELLED',
      'ERR_EXAM_SITTING_TIME_UNAVAILABLE',
      'ERR_EXAM_SITTING_TARGET_FULL',
    ],
  },
});

const rebookingLinkErrors = ['ERR_TOKEN_INVALID', 'ERR_TOKEN_EXPIRED', 'ERR_TOKEN_USED'] as const;

export const getExamRebooking = defineEndpoint({
  operationId: 'getExamRebooking',
  method: 'GET',
  path: '/exam-booking',
  access: 'link',
  tag: 'exam schedule',
  summary: "What the mailed link to choose another sitting shows (the link's token as bearer)",
  description:
    'The cancelled sitting and its reason, and the booking once one was made with the link ' +
    '(a used link answers it while the applicant has it). 400 for an unknown, expired or ' +
    'used link; 409 once the applicant was admitted or rejected.',
  responses: { 200: examRebookingSchema },
  errors: { 400: [...rebookingLinkErrors], 409: ['ERR_APPLICANT_NOT_PENDING'] },
});

export const bookExamWithLink = defineEndpoint({
  operationId: 'bookExamWithLink',
  method: 'POST',
  path: '/exam-booking',
  access: 'link',
  tag: 'exam schedule',
  summary: 'Book another sitting with the mailed link (its token as bearer); the link is spent',
  description:
    'One transaction, capacity-safe as registration: the seat taken, the link spent, the ' +
    'booking mailed with its calendar entry. 409 ERR_TEST_UNAVAILABLE_DATE when the sitting ' +
    'is no longer offered or full.',
  body: examRebookingRequestSchema,
  responses: { 200: examRebookingSchema },
  errors: {
    400: [...rebookingLinkErrors],
    409: ['ERR_APPLICANT_NOT_PENDING', 'ERR_TEST_UNAVAILABLE_DATE'],
  },
});
