import {
  lectureQuestionEndpoints,
  type ReviewQueueQuery,
  reviewEndpoints,
} from '@academy/contracts';
import { queryOptions } from '@tanstack/react-query';
import { endpointQuery } from '../../../shared/api/endpoint-query';

/*
 * The review section's reads, prefetched by their routes' loaders. The screens show a
 * failure themselves, so the reads do not toast, and a failure the loader met is not asked
 * again on mounting.
 */

/** GET reviews: the queue, oldest waiting first. */
export const reviewQueueQuery = (query: ReviewQueueQuery) =>
  queryOptions({
    ...endpointQuery(reviewEndpoints.listReviewQueue, { query }, { toast: false }),
    retryOnMount: false,
  });

/** GET reviews/mini-projects/{id}: a submission to review. */
export const miniProjectReviewQuery = (id: number) =>
  queryOptions({
    ...endpointQuery(reviewEndpoints.getMiniProjectReview, { params: { id } }, { toast: false }),
    retryOnMount: false,
  });

/** GET reviews/tasks/{id}: a test's attempt to review. */
export const taskReviewQuery = (id: number) =>
  queryOptions({
    ...endpointQuery(reviewEndpoints.getTaskReview, { params: { id } }, { toast: false }),
    retryOnMount: false,
  });

/** GET admin/questions: students' lecture questions waiting longest, the first `limit`. */
export const waitingQuestionsQuery = (limit: number) =>
  queryOptions({
    ...endpointQuery(
      lectureQuestionEndpoints.listWaitingQuestions,
      { query: { limit } },
      { toast: false },
    ),
    retryOnMount: false,
  });

/** GET admin/questions/{id}: one question, who asked it and where. */
export const staffQuestionQuery = (id: number) =>
  queryOptions({
    ...endpointQuery(
      lectureQuestionEndpoints.getStaffLectureQuestion,
      { params: { id } },
      { toast: false },
    ),
    retryOnMount: false,
  });
