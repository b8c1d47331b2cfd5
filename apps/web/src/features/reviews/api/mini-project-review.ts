import { reviewEndpoints } from '@academy/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../shared/api/client';
import { reviewKeys, shownByScreen } from './review-keys';

/** GET admin/reviews/mini-projects/{id}: the submission, its answers and files, its history. */
export function getMiniProjectReview(id: number, signal?: AbortSignal) {
  return api(
    reviewEndpoints.getMiniProjectReview,
    { params: { id } },
    { signal, ...shownByScreen },
  );
}

export function miniProjectReviewQueryOptions(id: number) {
  return queryOptions({
    queryKey: reviewKeys.miniProject(id),
    queryFn: ({ signal }) => getMiniProjectReview(id, signal),
    retryOnMount: false,
  });
}

/** Asks nothing for an id that cannot name anything (null): the screen says not found. */
export function useMiniProjectReview(id: number | null) {
  return useQuery({ ...miniProjectReviewQueryOptions(id ?? 0), enabled: id !== null });
}
