import { type ExamScheduleRequest, examScheduleEndpoints } from '@academy/contracts';
import {
  mutationOptions,
  type QueryClient,
  useMutation,
  useQueryClient,
} from '@tanstack/react-query';
import { api } from '../../../shared/api/client';
import { examKeys } from './exam-keys';

/**
 * PUT admin/exam-schedule. The two refusals of a schedule that would not fit the bookings are
 * shown on the form, not as toasts; any other failure toasts like every call.
 */
export function updateExamSchedule(request: ExamScheduleRequest) {
  return api(examScheduleEndpoints.updateExamSchedule, request, {
    shownByCaller: ['ERR_EXAM_CAPACITY_BELOW_BOOKINGS', 'ERR_EXAM_SITTING_HAS_BOOKINGS'],
  });
}

export function updateExamScheduleMutationOptions(queryClient: QueryClient) {
  return mutationOptions({
    mutationKey: ['exam-schedule', 'update-schedule'],
    mutationFn: updateExamSchedule,
    onSuccess: async (schedule) => {
      queryClient.setQueryData(examKeys.schedule, schedule);
      await queryClient.invalidateQueries({ queryKey: examKeys.all });
    },
  });
}

export function useUpdateExamSchedule() {
  return useMutation(updateExamScheduleMutationOptions(useQueryClient()));
}
