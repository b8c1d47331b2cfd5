import { examScheduleEndpoints } from '@academy/contracts';
import { endpointMutation, invalidateEndpoints } from '../../../shared/api/endpoint-query';

/** PUT admin/exam-slots/{id}/bookings/{applicantId}/attendance; the drawer reads the sitting again. */
export const recordAttendanceMutation = endpointMutation(
  examScheduleEndpoints.recordExamAttendance,
  {
    onSettled: (_answer, _error, _input, _result, { client }) =>
      invalidateEndpoints(client, [examScheduleEndpoints.listExamSlotBookings]),
  },
);
