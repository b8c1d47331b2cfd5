import type { Payment } from '@academy/contracts';
import type { QueryClient } from '@tanstack/react-query';
import { currentStudentQueryOptions } from '../../../shared/session/current-student';
import { billingKeys } from './billing-keys';

/**
 * What a payment changes, read again: the payment history always (a decline or a cancel is
 * in it too); once it succeeded, the access periods, the student's access (GET students) and,
 * for a retake, the test it opens again.
 */
export async function refreshAfterPayment(client: QueryClient, payment: Payment) {
  const stale = [client.invalidateQueries({ queryKey: billingKeys.payments })];
  if (payment.status === 'succeeded') {
    stale.push(
      client.invalidateQueries({ queryKey: billingKeys.subscriptions }),
      client.invalidateQueries({ queryKey: currentStudentQueryOptions().queryKey }),
    );
    if (payment.taskId !== null) {
      stale.push(client.invalidateQueries({ queryKey: billingKeys.task(payment.taskId) }));
    }
  }
  await Promise.all(stale);
}
