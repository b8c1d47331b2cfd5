import { examScheduleEndpoints } from '@academy/contracts';
import { endpointMutation, invalidateEndpoints } from '../../../shared/api/endpoint-query';
import { examScheduleQuery } from './queries';

/** Every read of the exam schedule: a save changes the sittings' capacity and which there are. */
const examScheduleReads = [
  examScheduleEndpoints.getExamSchedule,
  examScheduleEndpoints.listExamSlots,
  examScheduleEndpoints.listExamSlotBookings,
];

/**
 * PUT admin/exam-schedule. The two refusals of a schedule that would not fit the bookings are
 * shown on the form, not as toasts; any other failure toasts like every call.
 */
export const updateExamScheduleMutation = endpointMutation(
  examScheduleEndpoints.updateExamSchedule,
  {
    request: {
      shownByCaller: ['ERR_EXAM_CAPACITY_BELOW_BOOKINGS', 'ERR_EXAM_SITTING_HAS_BOOKINGS'],
    },
    onSuccess: async (schedule, _input, _result, { client }) => {
      client.setQueryData(examScheduleQuery.queryKey, schedule);
      await invalidateEndpoints(client, examScheduleReads);
    },
  },
);
