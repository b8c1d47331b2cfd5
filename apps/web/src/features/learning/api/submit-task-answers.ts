import { learningEndpoints, type TaskAnswerRequest, type TaskResponse } from '@academy/contracts';
import {
  mutationOptions,
  type QueryClient,
  useMutation,
  useQueryClient,
} from '@tanstack/react-query';
import { api } from '../../../shared/api/client';
import { learningKeys } from './learning-keys';
import { afterWorkChanged } from './work-changed';

/** POST questions/task-answer: one attempt's answers; the server scores it. */
export function submitTaskAnswers(request: TaskAnswerRequest) {
  return api(learningEndpoints.submitTaskAnswers, request);
}

export function submitTaskAnswersMutationOptions(queryClient: QueryClient) {
  return mutationOptions({
    mutationKey: ['learning', 'submit-task-answers'],
    mutationFn: submitTaskAnswers,
    onSuccess: (task: TaskResponse) =>
      afterWorkChanged(queryClient, learningKeys.task(task.id), task),
  });
}

export function useSubmitTaskAnswers() {
  return useMutation(submitTaskAnswersMutationOptions(useQueryClient()));
}
