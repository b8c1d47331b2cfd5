import { learningEndpoints, type TaskResponse } from '@academy/contracts';
import {
  mutationOptions,
  type QueryClient,
  useMutation,
  useQueryClient,
} from '@tanstack/react-query';
import { api } from '../../../shared/api/client';
import { learningKeys } from './learning-keys';
import { afterWorkChanged } from './work-changed';

/** PATCH tasks/retake/{id}: opens the paid second attempt; it answers the test, blank. */
export function retakeTask(id: number) {
  return api(learningEndpoints.openTaskRetake, { params: { id } });
}

export function retakeTaskMutationOptions(queryClient: QueryClient) {
  return mutationOptions({
    mutationKey: ['learning', 'retake-task'],
    mutationFn: retakeTask,
    onSuccess: (task: TaskResponse) =>
      afterWorkChanged(queryClient, learningKeys.task(task.id), task),
  });
}

export function useRetakeTask() {
  return useMutation(retakeTaskMutationOptions(useQueryClient()));
}
