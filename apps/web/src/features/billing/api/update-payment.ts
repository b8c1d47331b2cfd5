import { billingEndpoints } from '@academy/contracts';
import { endpointMutation, invalidateEndpoints } from '../../../shared/api/endpoint-query';
import { refreshAfterPayment } from './refresh-after-payment';

/**
 * PATCH payments: confirm or cancel a payment the card's bank asked to confirm. A decline and
 * an expiry are said by the screen, not as a toast.
 */
export const updatePaymentMutation = endpointMutation(billingEndpoints.updatePayment, {
  request: { shownByCaller: ['ERR_PAYMENT_DECLINED', 'ERR_PAYMENT_EXPIRED'] },
  onSuccess: (result, _input, _result, { client }) => refreshAfterPayment(client, result.payment),
  // Refused (expired, settled meanwhile): the history reads again to show where it stands.
  onError: (_error, _input, _result, { client }) =>
    invalidateEndpoints(client, [billingEndpoints.listMyPayments]),
});
