import {
  type MiniProjectReview,
  type ReviewDecisionRequest,
  type ReviewKind,
  reviewEndpoints,
  type TaskReview,
} from '@academy/contracts';
import { mutationOptions } from '@tanstack/react-query';
import { api } from '../../../shared/api/client';
import { endpointMutation, invalidateEndpoints } from '../../../shared/api/endpoint-query';

/** Every read of the review section: a verdict changes the queue and the review. */
const reviewReads = [
  reviewEndpoints.listReviewQueue,
  reviewEndpoints.getMiniProjectReview,
  reviewEndpoints.getTaskReview,
];

export interface DecideReviewInput {
  kind: ReviewKind;
  id: number;
  decision: ReviewDecisionRequest;
}

/**
 * POST the verdict on a mini project's submission or a test's attempt (one of two endpoints,
 * by kind); whatever its outcome, the section's reads are asked again.
 */
export const decideReviewMutation = mutationOptions({
  mutationKey: ['decideReview'],
  mutationFn: ({
    kind,
    id,
    decision,
  }: DecideReviewInput): Promise<MiniProjectReview | TaskReview> =>
    kind === 'mini-project'
      ? api(reviewEndpoints.reviewMiniProject, { params: { id }, body: decision })
      : api(reviewEndpoints.reviewTaskAttempt, { params: { id }, body: decision }),
  onSettled: (_answer, _error, _input, _result, { client }) =>
    invalidateEndpoints(client, reviewReads),
});

/**
 * POST admin/reviews/corrections (admins): a verdict already given turned around, with the
 * reason. Refusals (409: not decided, unchanged, replaced by a later submission) are toasts.
 * The reviewed item (its verdict, reviewer, history) is read again.
 */
export const correctReviewMutation = endpointMutation(reviewEndpoints.correctReviewVerdict, {
  onSettled: (_answer, _error, _input, _result, { client }) =>
    invalidateEndpoints(client, reviewReads),
});
