import {
  IDEMPOTENCY_KEY_HEADER,
  paymentLedgerEndpoints,
  type RefundRequest,
} from '@academy/contracts';
import { mutationOptions } from '@tanstack/react-query';
import { api } from '../../../shared/api/client';
import { invalidateEndpoints } from '../../../shared/api/endpoint-query';
import { adminPaymentQuery } from './queries';

export interface RefundInput {
  paymentId: number;
  request: RefundRequest;
  /** One key per refund attempt: a repeat of the same attempt refunds once. */
  idempotencyKey: string;
}

/**
 * POST admin/payments/{id}/refunds. The answer carries the payment as it now stands, put in
 * the cache; the list and the takings read again.
 */
export const refundPaymentMutation = mutationOptions({
  mutationKey: [paymentLedgerEndpoints.refundPayment.operationId],
  mutationFn: ({ paymentId, request, idempotencyKey }: RefundInput) =>
    api(paymentLedgerEndpoints.refundPayment, {
      params: { id: paymentId },
      headers: { [IDEMPOTENCY_KEY_HEADER]: idempotencyKey },
      body: request,
    }),
  onSuccess: async (result, _input, _result, { client }) => {
    const key = adminPaymentQuery(result.payment.id).queryKey;
    client.setQueryData(key, result.payment);
    await invalidateEndpoints(
      client,
      [
        paymentLedgerEndpoints.listAdminPayments,
        paymentLedgerEndpoints.getAdminPayment,
        paymentLedgerEndpoints.getPaymentTotals,
        paymentLedgerEndpoints.listAdminUserPayments,
      ],
      { except: key },
    );
  },
});
