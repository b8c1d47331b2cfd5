import { billingEndpoints } from '@academy/contracts';
import { api } from '../../../shared/api/client';

/**
 * GET payments/attempts/{key}: where this tab's attempt stands after a reload. Not a toast:
 * the payment page says what it found (or, when it cannot ask, offers the form again).
 */
export function getPaymentAttempt(key: string, signal?: AbortSignal) {
  return api(billingEndpoints.getMyPaymentAttempt, { params: { key } }, { signal, toast: false });
}
