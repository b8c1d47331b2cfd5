import { reviewEndpoints } from '@academy/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../shared/api/client';
import { reviewKeys, shownByScreen } from './review-keys';

/** GET admin/reviews/tasks/{id}: the attempt, the student's and the correct answers. */
export function getTaskReview(id: number, signal?: AbortSignal) {
  return api(reviewEndpoints.getTaskReview, { params: { id } }, { signal, ...shownByScreen });
}

export function taskReviewQueryOptions(id: number) {
  return queryOptions({
    queryKey: reviewKeys.task(id),
    queryFn: ({ signal }) => getTaskReview(id, signal),
    retryOnMount: false,
  });
}

/** Asks nothing for an id that cannot name anything (null): the screen says not found. */
export function useTaskReview(id: number | null) {
  return useQuery({ ...taskReviewQueryOptions(id ?? 0), enabled: id !== null });
}
