import { type ReviewCorrectionRequest, reviewEndpoints } from '@academy/contracts';
import { mutationOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../shared/api/client';
import { reviewKeys } from './review-keys';

/**
 * POST admin/reviews/corrections (admins): a verdict already given turned around, with the
 * reason. Refusals (409: not decided, unchanged, replaced by a later submission) are toasts.
 */
export function correctReview(correction: ReviewCorrectionRequest) {
  return api(reviewEndpoints.correctReviewVerdict, correction);
}

export function correctReviewMutationOptions() {
  return mutationOptions({ mutationKey: ['reviews', 'correct'], mutationFn: correctReview });
}

/** The correction; the reviewed item (its verdict, reviewer, history) is read again. */
export function useCorrectReview() {
  const queryClient = useQueryClient();
  return useMutation({
    ...correctReviewMutationOptions(),
    onSettled: () => queryClient.invalidateQueries({ queryKey: reviewKeys.all }),
  });
}
