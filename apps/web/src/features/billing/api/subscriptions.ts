import { billingEndpoints } from '@academy/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../shared/api/client';
import { billingKeys } from './billing-keys';

/** GET subscriptions: the student's trial and paid periods, and the access they give now. */
export function getSubscriptions(signal?: AbortSignal) {
  return api(billingEndpoints.listMySubscriptions, undefined, { signal, toast: false });
}

export function subscriptionsQueryOptions() {
  return queryOptions({
    queryKey: billingKeys.subscriptions,
    queryFn: ({ signal }) => getSubscriptions(signal),
  });
}

export function useSubscriptions() {
  return useQuery({ ...subscriptionsQueryOptions(), retryOnMount: false });
}
