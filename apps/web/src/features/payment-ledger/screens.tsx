import { idTextSchema } from '@academy/contracts';
import type { QueryClient } from '@tanstack/react-query';
import type { Params } from 'react-router';
import { adminPaymentQuery, adminPaymentsQuery } from './api/queries';
import { paymentsQuery, readPaymentFilters } from './payment-filters';

/*
 * The payments section (ARCHITECTURE.md, "Payments ledger"; admins only): its screens and
 * what their loaders prefetch, one chunk (app/staff-routes.tsx).
 */

export { PaymentPage } from './payment-page';
export { PaymentsPage } from './payments-page';

/** The ledger as the page's URL filters it (the loader gets no request: read the window's). */
export function prefetchPayments(client: QueryClient) {
  const filters = readPaymentFilters(new URLSearchParams(window.location.search));
  return client.ensureQueryData(adminPaymentsQuery(paymentsQuery(filters)));
}

export async function prefetchPayment(client: QueryClient, params: Params) {
  const id = idTextSchema.safeParse(params.id);
  if (id.success) await client.ensureQueryData(adminPaymentQuery(id.data));
}
