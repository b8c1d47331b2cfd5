import { LECTURE_QUESTIONS_PAGE_SIZE } from '@academy/contracts';
import type { QueryClient } from '@tanstack/react-query';
import type { Params } from 'react-router';
import {
  miniProjectReviewQuery,
  reviewQueueQuery,
  staffQuestionQuery,
  taskReviewQuery,
  waitingQuestionsQuery,
} from './api/queries';
import { queueQuery, readQueueFilters } from './queue-filters';
import { routeId } from './route-id';

/*
 * The review section (ARCHITECTURE.md, "The staff area"; mentors and admins): its screens
 * and what their loaders prefetch, one chunk (app/staff-routes.tsx). A failed prefetch is
 * left to the screen (the loader ignores it), which shows it with "Try again".
 */

export { MiniProjectReviewPage } from './mini-project-review-page';
export { QuestionPage } from './question-page';
export { QuestionsPage } from './questions-page';
export { ReviewQueuePage } from './review-queue-page';
export { TaskReviewPage } from './task-review-page';

/** The queue as the page's URL filters it (the loader gets no request: read the window's). */
export function prefetchReviewQueue(client: QueryClient) {
  const filters = readQueueFilters(new URLSearchParams(window.location.search));
  return client.ensureQueryData(reviewQueueQuery(queueQuery(filters)));
}

export async function prefetchMiniProjectReview(client: QueryClient, params: Params) {
  const id = routeId(params.id);
  if (id !== null) await client.ensureQueryData(miniProjectReviewQuery(id));
}

export async function prefetchTaskReview(client: QueryClient, params: Params) {
  const id = routeId(params.id);
  if (id !== null) await client.ensureQueryData(taskReviewQuery(id));
}

export function prefetchWaitingQuestions(client: QueryClient) {
  return client.ensureQueryData(waitingQuestionsQuery(LECTURE_QUESTIONS_PAGE_SIZE));
}

export async function prefetchQuestion(client: QueryClient, params: Params) {
  const id = routeId(params.id);
  if (id !== null) await client.ensureQueryData(staffQuestionQuery(id));
}
