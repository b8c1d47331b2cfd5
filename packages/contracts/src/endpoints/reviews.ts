import { idParamsSchema } from '../common.js';
import { defineEndpoint } from '../endpoint.js';
import {
  miniProjectReviewSchema,
  reviewCorrectionRequestSchema,
  reviewCorrectionSchema,
  reviewDecisionRequestSchema,
  reviewQueueQuerySchema,
  reviewQueueResponseSchema,
  taskReviewSchema,
} from '../reviews.js';

/* The review API for mentors and admins: the queue, one piece of work, and the verdict. */

export const listReviewQueue = defineEndpoint({
  operationId: 'listReviewQueue',
  method: 'GET',
  path: '/admin/reviews',
  access: 'staff',
  tag: 'reviews',
  summary: 'Submitted mini projects and free-text test answers waiting for review, oldest first',
  query: reviewQueueQuerySchema,
  responses: { 200: reviewQueueResponseSchema },
});

export const getMiniProjectReview = defineEndpoint({
  operationId: 'getMiniProjectReview',
  method: 'GET',
  path: '/admin/reviews/mini-projects/:id',
  access: 'staff',
  tag: 'reviews',
  summary: 'One mini-project submission with its answers, files and history',
  params: idParamsSchema,
  responses: { 200: miniProjectReviewSchema },
  errors: { 404: ['ERR_NOT_FOUND'] },
});

export const reviewMiniProject = defineEndpoint({
  operationId: 'reviewMiniProject',
  method: 'POST',
  path: '/admin/reviews/mini-projects/:id',
  access: 'staff',
  tag: 'reviews',
  summary: 'Pass or fail a mini-project submission, with a comment',
  params: idParamsSchema,
  body: reviewDecisionRequestSchema(),
  responses: { 200: miniProjectReviewSchema },
  errors: { 404: ['ERR_NOT_FOUND'], 409: ['ERR_REVIEW_ALREADY_DONE'] },
});

export const getTaskReview = defineEndpoint({
  operationId: 'getTaskReview',
  method: 'GET',
  path: '/admin/reviews/tasks/:id',
  access: 'staff',
  tag: 'reviews',
  summary: 'One test attempt with free-text answers, with the correct answers',
  params: idParamsSchema,
  responses: { 200: taskReviewSchema },
  errors: { 404: ['ERR_NOT_FOUND'] },
});

export const reviewTaskAttempt = defineEndpoint({
  operationId: 'reviewTaskAttempt',
  method: 'POST',
  path: '/admin/reviews/tasks/:id',
  access: 'staff',
  tag: 'reviews',
  summary: "Pass or fail a test attempt's free-text answers, with a comment",
  params: idParamsSchema,
  body: reviewDecisionRequestSchema(),
  responses: { 200: taskReviewSchema },
  errors: { 404: ['ERR_NOT_FOUND'], 409: ['ERR_REVIEW_ALREADY_DONE'] },
});

export const correctReviewVerdict = defineEndpoint({
  operationId: 'correctReviewVerdict',
  method: 'POST',
  path: '/admin/reviews/corrections',
  access: 'admin',
  tag: 'reviews',
  summary:
    'Turn a verdict already given around, with a reason: progress and certificates follow at once',
  body: reviewCorrectionRequestSchema(),
  responses: { 200: reviewCorrectionSchema },
  errors: {
    404: ['ERR_NOT_FOUND'],
    409: ['ERR_REVIEW_NOT_DONE', 'ERR_REVIEW_VERDICT_UNCHANGED', 'ERR_REVIEW_SUPERSEDED'],
  },
});
