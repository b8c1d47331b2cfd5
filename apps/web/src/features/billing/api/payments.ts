import { billingEndpoints } from '@academy/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../shared/api/client';
import { billingKeys } from './billing-keys';

/** GET payments: the student's payment history, newest first. */
export function getPayments(signal?: AbortSignal) {
  return api(billingEndpoints.listMyPayments, undefined, { signal, toast: false });
}

export function paymentsQueryOptions() {
  return queryOptions({
    queryKey: billingKeys.payments,
    queryFn: ({ signal }) => getPayments(signal),
  });
}

export function usePayments() {
  return useQuery({ ...paymentsQueryOptions(), retryOnMount: false });
}
