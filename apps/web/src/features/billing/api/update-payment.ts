import { billingEndpoints, type UpdatePaymentRequest } from '@academy/contracts';
import {
  mutationOptions,
  type QueryClient,
  useMutation,
  useQueryClient,
} from '@tanstack/react-query';
import { api } from '../../../shared/api/client';
import { refreshAfterPayment } from './refresh-after-payment';

/** PATCH payments: confirm or cancel a payment the card's bank asked to confirm. */
export function updatePayment(request: UpdatePaymentRequest) {
  return api(billingEndpoints.updatePayment, request, { shownByCaller: ['ERR_PAYMENT_DECLINED'] });
}

export function updatePaymentMutationOptions(queryClient: QueryClient) {
  return mutationOptions({
    mutationKey: ['billing', 'update-payment'],
    mutationFn: updatePayment,
    onSuccess: (result) => refreshAfterPayment(queryClient, result.payment),
  });
}

export function useUpdatePayment() {
  return useMutation(updatePaymentMutationOptions(useQueryClient()));
}
