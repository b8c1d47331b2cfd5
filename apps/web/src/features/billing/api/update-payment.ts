import { billingEndpoints, type UpdatePaymentRequest } from '@academy/contracts';
import {
  mutationOptions,
  type QueryClient,
  useMutation,
  useQueryClient,
} from '@tanstack/react-query';
import { api } from '../../../shared/api/client';
import { billingKeys } from './billing-keys';
import { refreshAfterPayment } from './refresh-after-payment';

/**
 * PATCH payments: confirm or cancel a payment the card's bank asked to confirm. A decline and
 * an expiry are said by the screen, not as a toast.
 */
export function updatePayment(request: UpdatePaymentRequest) {
  return api(billingEndpoints.updatePayment, request, {
    shownByCaller: ['ERR_PAYMENT_DECLINED', 'ERR_PAYMENT_EXPIRED'],
  });
}

export function updatePaymentMutationOptions(queryClient: QueryClient) {
  return mutationOptions({
    mutationKey: ['billing', 'update-payment'],
    mutationFn: updatePayment,
    onSuccess: (result) => refreshAfterPayment(queryClient, result.payment),
    // Refused (expired, settled meanwhile): the history reads again to show where it stands.
    onError: () => queryClient.invalidateQueries({ queryKey: billingKeys.payments }),
  });
}

export function useUpdatePayment() {
  return useMutation(updatePaymentMutationOptions(useQueryClient()));
}
