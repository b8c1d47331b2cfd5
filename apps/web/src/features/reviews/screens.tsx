import type { QueryClient } from '@tanstack/react-query';
import type { Params } from 'react-router';
import { miniProjectReviewQueryOptions } from './api/mini-project-review';
import { reviewQueueQueryOptions } from './api/review-queue';
import { taskReviewQueryOptions } from './api/task-review';
import { queueQuery, readQueueFilters } from './queue-filters';
import { routeId } from './route-id';

/*
 * The review section (ARCHITECTURE.md, "The staff area"; mentors and admins): its screens
 * and what their loaders prefetch, one chunk (app/staff-routes.tsx). A failed prefetch is
 * left to the screen (the loader ignores it), which shows it with "Try again".
 */

export { MiniProjectReviewPage } from './mini-project-review-page';
export { ReviewQueuePage } from './review-queue-page';
export { TaskReviewPage } from './task-review-page';

/** The queue as the page's URL filters it (the loader gets no request: read the window's). */
export function prefetchReviewQueue(client: QueryClient) {
  const filters = readQueueFilters(new URLSearchParams(window.location.search));
  return client.ensureQueryData(reviewQueueQueryOptions(queueQuery(filters)));
}

export async function prefetchMiniProjectReview(client: QueryClient, params: Params) {
  const id = routeId(params.id);
  if (id !== null) await client.ensureQueryData(miniProjectReviewQueryOptions(id));
}

export async function prefetchTaskReview(client: QueryClient, params: Params) {
  const id = routeId(params.id);
  if (id !== null) await client.ensureQueryData(taskReviewQueryOptions(id));
}
