import {
  type MiniProjectReview,
  type ReviewDecisionRequest,
  type ReviewKind,
  reviewEndpoints,
  type TaskReview,
} from '@academy/contracts';
import { mutationOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../shared/api/client';
import { reviewKeys } from './review-keys';

export interface DecideReviewInput {
  kind: ReviewKind;
  id: number;
  decision: ReviewDecisionRequest;
}

/**
 * POST admin/reviews/mini-projects/{id} or admin/reviews/tasks/{id}: the verdict. A second
 * verdict is refused (409 ERR_REVIEW_ALREADY_DONE), shown by the client's toast.
 */
export function decideReview({
  kind,
  id,
  decision,
}: DecideReviewInput): Promise<MiniProjectReview | TaskReview> {
  return kind === 'mini-project'
    ? api(reviewEndpoints.reviewMiniProject, { params: { id }, body: decision })
    : api(reviewEndpoints.reviewTaskAttempt, { params: { id }, body: decision });
}

export function decideReviewMutationOptions() {
  return mutationOptions({ mutationKey: ['reviews', 'decide'], mutationFn: decideReview });
}

/** The verdict; the queue and the reviewed item are read again afterwards. */
export function useDecideReview() {
  const queryClient = useQueryClient();
  return useMutation({
    ...decideReviewMutationOptions(),
    onSettled: () => queryClient.invalidateQueries({ queryKey: reviewKeys.all }),
  });
}
