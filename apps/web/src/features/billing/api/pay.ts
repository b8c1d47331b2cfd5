import { billingEndpoints, IDEMPOTENCY_KEY_HEADER, type PayRequest } from '@academy/contracts';
import { mutationOptions } from '@tanstack/react-query';
import { ApiError, api } from '../../../shared/api/client';
import { refreshAfterPayment } from './refresh-after-payment';

export interface PayInput {
  request: PayRequest;
  /** One key per payment attempt: a repeat of the same attempt is never charged twice. */
  idempotencyKey: string;
  /** Aborts the request (offline, or the page left): nothing stays queued to charge later. */
  signal?: AbortSignal;
}

/**
 * POST payments/pay, with a signal of its own per attempt (so not `endpointMutation`). A
 * decline (402) and a price that changed (409 ERR_PRICE_CHANGED) are shown on the form, not
 * as a toast; other failures are toasts like any call's. A changed price reads the pricing
 * again, before the form says so, so the new price stands beside the message.
 */
export const payMutation = mutationOptions({
  mutationKey: [billingEndpoints.pay.operationId],
  mutationFn: ({ request, idempotencyKey, signal }: PayInput) =>
    api(
      billingEndpoints.pay,
      { headers: { [IDEMPOTENCY_KEY_HEADER]: idempotencyKey }, body: request },
      {
        shownByCaller: [
          'ERR_PAYMENT_DECLINED',
          'ERR_PRICE_CHANGED',
          // A retry of an unfinished attempt after its window: said on the form.
          'ERR_PAYMENT_EXPIRED',
          // A promotion code that stopped applying: said under the code's field.
          'ERR_PROMOTION_CODE_UNKNOWN',
          'ERR_PROMOTION_CODE_NOT_STARTED',
          'ERR_PROMOTION_CODE_EXPIRED',
          'ERR_PROMOTION_CODE_USED_UP',
          'ERR_PROMOTION_CODE_NOT_FOR_PLAN',
        ],
        signal,
      },
    ),
  onSuccess: (result, _input, _result, { client }) => refreshAfterPayment(client, result.payment),
  onError: async (error, _input, _result, { client }) => {
    if (error instanceof ApiError && error.code === 'ERR_PRICE_CHANGED') {
      await client.refetchQueries({ queryKey: [billingEndpoints.getPricing.operationId] });
    }
  },
});
