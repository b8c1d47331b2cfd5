import {
  admissionEndpoints,
  examScheduleEndpoints,
  registrationEndpoints,
} from '@academy/contracts';
import type { QueryClient } from '@tanstack/react-query';
import { endpointMutation, invalidateEndpoints } from '../../../shared/api/endpoint-query';

/**
 * What cancelling or moving a sitting changes: the sittings and their bookings, the
 * schedule's booked seats, the applicants' bookings, and the calendar of free sittings.
 */
const readAgain = (client: QueryClient) =>
  invalidateEndpoints(client, [
    examScheduleEndpoints.listExamSlots,
    examScheduleEndpoints.listExamSlotBookings,
    examScheduleEndpoints.getExamSchedule,
    admissionEndpoints.listApplicants,
    admissionEndpoints.getApplicant,
    registrationEndpoints.listAvailableExamSlots,
  ]);

/** POST admin/exam-slots/{id}/cancellation. */
export const cancelSittingMutation = endpointMutation(examScheduleEndpoints.cancelExamSitting, {
  request: { shownByCaller: ['ERR_VALIDATION'] },
  onSettled: (_answer, _error, _input, _result, { client }) => readAgain(client),
});

/** POST admin/exam-slots/{id}/move; the drawer then opens the sitting at the new time. */
export const moveSittingMutation = endpointMutation(examScheduleEndpoints.moveExamSitting, {
  request: { shownByCaller: ['ERR_VALIDATION', 'ERR_EXAM_SITTING_TARGET_FULL'] },
  onSettled: (_answer, _error, _input, _result, { client }) => readAgain(client),
});
