import type { QueryClient } from '@tanstack/react-query';
import { paymentsQuery, pricingQuery, subscriptionsQuery } from './api/queries';

/*
 * What the billing screens show, fetched by their routes' loaders, exported with the screens
 * (billing-screens.ts) so that loaders and screens are one chunk.
 */

/** /pricing: the access periods, the plans and the payment history, side by side. */
export function prefetchPricing(client: QueryClient) {
  return Promise.all([
    client.ensureQueryData(subscriptionsQuery),
    client.ensureQueryData(pricingQuery),
    client.ensureQueryData(paymentsQuery),
  ]);
}

/** /payment: the plans and the retake's price (a retake's test is read by the screen). */
export function prefetchPayment(client: QueryClient) {
  return client.ensureQueryData(pricingQuery);
}
