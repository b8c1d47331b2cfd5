import { billingEndpoints, learningEndpoints, type Payment } from '@academy/contracts';
import type { QueryClient } from '@tanstack/react-query';
import { endpointKey, invalidateEndpoints } from '../../../shared/api/endpoint-query';
import { currentStudentQueryOptions } from '../../../shared/session/current-student';

/**
 * What a payment changes, read again: the payment history always (a decline or a cancel is
 * in it too); once it succeeded, the access periods, the student's access (GET students) and,
 * for a retake, the test it opens again.
 */
export async function refreshAfterPayment(client: QueryClient, payment: Payment) {
  const stale = [invalidateEndpoints(client, [billingEndpoints.listMyPayments])];
  if (payment.status === 'succeeded') {
    stale.push(
      invalidateEndpoints(client, [billingEndpoints.listMySubscriptions]),
      client.invalidateQueries({ queryKey: currentStudentQueryOptions().queryKey }),
    );
    if (payment.taskId !== null) {
      const task = endpointKey(learningEndpoints.getTask, { params: { id: payment.taskId } });
      stale.push(client.invalidateQueries({ queryKey: task }));
    }
  }
  await Promise.all(stale);
}
