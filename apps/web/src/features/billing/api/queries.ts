import { billingEndpoints } from '@academy/contracts';
import { queryOptions } from '@tanstack/react-query';
import { endpointQuery } from '../../../shared/api/endpoint-query';

/*
 * The billing screens' reads, prefetched by their routes' loaders (prefetch.ts). Each section
 * shows its own failure with "Try again", so the reads do not toast, and a failure the loader
 * met is shown as it is rather than asked again on mounting (web README, "Data layer").
 */

/** GET pricing: the plans, the free trial's length and a retake's price. */
export const pricingQuery = queryOptions({
  ...endpointQuery(billingEndpoints.getPricing, undefined, { toast: false }),
  staleTime: 5 * 60_000,
  retryOnMount: false,
});

/** GET subscriptions: the student's trial and paid periods, and the access they give now. */
export const subscriptionsQuery = queryOptions({
  ...endpointQuery(billingEndpoints.listMySubscriptions, undefined, { toast: false }),
  retryOnMount: false,
});

/** GET payments: the student's payment history, newest first. */
export const paymentsQuery = queryOptions({
  ...endpointQuery(billingEndpoints.listMyPayments, undefined, { toast: false }),
  retryOnMount: false,
});
