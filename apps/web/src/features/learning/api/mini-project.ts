import { learningEndpoints } from '@academy/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../shared/api/client';
import { learningKeys } from './learning-keys';

/**
 * GET mini-projects/{id}: the brief, its questions and the student's submissions with their
 * reviews. The screen shows a failure itself, so no toast.
 */
export function getMiniProject(id: number, signal?: AbortSignal) {
  return api(learningEndpoints.getMiniProject, { params: { id } }, { signal, toast: false });
}

export function miniProjectQueryOptions(id: number) {
  return queryOptions({
    queryKey: learningKeys.miniProject(id),
    queryFn: ({ signal }) => getMiniProject(id, signal),
  });
}

export function useMiniProject(id: number) {
  return useQuery(miniProjectQueryOptions(id));
}
