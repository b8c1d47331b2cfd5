import { type AdminPaymentsQuery, paymentLedgerEndpoints } from '@academy/contracts';
import { queryOptions } from '@tanstack/react-query';
import { endpointQuery } from '../../../shared/api/endpoint-query';

/*
 * The payments section's reads, prefetched by their routes' loaders. The screens show a
 * failure themselves ("Try again"), so the reads do not toast.
 */

/** GET admin/payments: a page of the filtered ledger. */
export const adminPaymentsQuery = (query: AdminPaymentsQuery) =>
  queryOptions({
    ...endpointQuery(paymentLedgerEndpoints.listAdminPayments, { query }, { toast: false }),
    retryOnMount: false,
  });

/** GET admin/payments/{id}: the payment, its timeline, refunds and periods. */
export const adminPaymentQuery = (id: number) =>
  queryOptions({
    ...endpointQuery(paymentLedgerEndpoints.getAdminPayment, { params: { id } }, { toast: false }),
    retryOnMount: false,
  });
