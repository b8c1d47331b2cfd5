import { billingEndpoints } from '@academy/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../shared/api/client';

/**
 * GET pricing, for the price of a test's retake on the offer of a paid second attempt. Under
 * the key the billing screens read it by (`['billing', 'pricing']`): one answer for both.
 */
export function retakePriceQueryOptions() {
  return queryOptions({
    queryKey: ['billing', 'pricing'] as const,
    queryFn: ({ signal }) => api(billingEndpoints.getPricing, undefined, { signal, toast: false }),
    staleTime: 5 * 60_000,
  });
}

/** The retake's price; undefined until known (the offer then goes without it). */
export function useRetakePrice() {
  return useQuery({
    ...retakePriceQueryOptions(),
    select: (pricing) => pricing.retakePrice,
    retryOnMount: false,
  }).data;
}
