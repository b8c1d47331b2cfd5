import { billingEndpoints, IDEMPOTENCY_KEY_HEADER, type PayRequest } from '@academy/contracts';
import {
  mutationOptions,
  type QueryClient,
  useMutation,
  useQueryClient,
} from '@tanstack/react-query';
import { api } from '../../../shared/api/client';
import { refreshAfterPayment } from './refresh-after-payment';

export interface PayInput {
  request: PayRequest;
  /** One key per payment attempt: a repeat of the same attempt is never charged twice. */
  idempotencyKey: string;
  /** Aborts the request (offline, or the page left): nothing stays queued to charge later. */
  signal?: AbortSignal;
}

/**
 * POST payments/pay. A decline (402) is shown on the form, not as a toast; other failures
 * are toasts like any call's.
 */
export function pay({ request, idempotencyKey, signal }: PayInput) {
  return api(
    billingEndpoints.pay,
    { headers: { [IDEMPOTENCY_KEY_HEADER]: idempotencyKey }, body: request },
    { shownByCaller: ['ERR_PAYMENT_DECLINED'], signal },
  );
}

export function payMutationOptions(queryClient: QueryClient) {
  return mutationOptions({
    mutationKey: ['billing', 'pay'],
    mutationFn: pay,
    onSuccess: (result) => refreshAfterPayment(queryClient, result.payment),
  });
}

export function usePay() {
  return useMutation(payMutationOptions(useQueryClient()));
}
