import { type ReviewQueueQuery, reviewEndpoints } from '@academy/contracts';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../shared/api/client';
import { reviewKeys, shownByScreen } from './review-keys';

/** GET admin/reviews: the waiting work, oldest first, as the filters keep it. */
export function getReviewQueue(query: ReviewQueueQuery, signal?: AbortSignal) {
  return api(reviewEndpoints.listReviewQueue, { query }, { signal, ...shownByScreen });
}

export function reviewQueueQueryOptions(query: ReviewQueueQuery) {
  return queryOptions({
    queryKey: reviewKeys.queue(query),
    queryFn: ({ signal }) => getReviewQueue(query, signal),
    retryOnMount: false,
  });
}

export function useReviewQueue(query: ReviewQueueQuery) {
  return useQuery({ ...reviewQueueQueryOptions(query), placeholderData: keepPreviousData });
}
