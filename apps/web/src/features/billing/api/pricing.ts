import { billingEndpoints } from '@academy/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../shared/api/client';
import { billingKeys } from './billing-keys';

/** GET pricing: the plans, the free trial's length and a retake's price. */
export function getPricing(signal?: AbortSignal) {
  return api(billingEndpoints.getPricing, undefined, { signal, toast: false });
}

export function pricingQueryOptions() {
  return queryOptions({
    queryKey: billingKeys.pricing,
    queryFn: ({ signal }) => getPricing(signal),
    staleTime: 5 * 60_000,
  });
}

export function usePricing() {
  return useQuery({ ...pricingQueryOptions(), retryOnMount: false });
}
