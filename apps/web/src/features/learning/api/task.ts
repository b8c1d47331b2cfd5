import { learningEndpoints } from '@academy/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../shared/api/client';
import { learningKeys } from './learning-keys';

/**
 * GET tasks/{id}: the test's questions (never which answers are right) and the student's
 * attempt. The screen shows a failure itself (with what to do about it), so no toast.
 */
export function getTask(id: number, signal?: AbortSignal) {
  return api(learningEndpoints.getTask, { params: { id } }, { signal, toast: false });
}

export function taskQueryOptions(id: number) {
  return queryOptions({
    queryKey: learningKeys.task(id),
    queryFn: ({ signal }) => getTask(id, signal),
  });
}

export function useTask(id: number) {
  return useQuery(taskQueryOptions(id));
}
