import {
  type AdminPaymentsQuery,
  adminPaymentsQuerySchema,
  type PaymentLedgerStatus,
  type PaymentPurpose,
  paymentLedgerStatusSchema,
  paymentPurposeSchema,
} from '@academy/contracts';

/*
 * The ledger's search, filters and page live in the URL (`?search=ann&status=refunded&page=2`),
 * so a filtered list can be reloaded, shared and gone back to. A value the API would refuse
 * is left out.
 */

export interface PaymentFilters {
  search: string;
  status: PaymentLedgerStatus | null;
  purpose: PaymentPurpose | null;
  page: number;
}

export function readPaymentFilters(params: URLSearchParams): PaymentFilters {
  const status = paymentLedgerStatusSchema.safeParse(params.get('status'));
  const purpose = paymentPurposeSchema.safeParse(params.get('purpose'));
  const page = Number(params.get('page'));
  return {
    search: params.get('search') ?? '',
    status: status.success ? status.data : null,
    purpose: purpose.success ? purpose.data : null,
    page: Number.isInteger(page) && page > 1 ? page : 1,
  };
}

/** The API query of the filters: only what the contracts' schema takes. */
export function paymentsQuery(filters: PaymentFilters): AdminPaymentsQuery {
  const query: AdminPaymentsQuery = { page: filters.page };
  const search = adminPaymentsQuerySchema.shape.search.safeParse(filters.search);
  if (search.success && search.data !== undefined) query.search = search.data;
  if (filters.status) query.status = filters.status;
  if (filters.purpose) query.purpose = filters.purpose;
  return query;
}

export function writePaymentFilters(filters: PaymentFilters): URLSearchParams {
  const params = new URLSearchParams();
  const query = paymentsQuery(filters);
  if (query.search) params.set('search', query.search);
  if (query.status) params.set('status', query.status);
  if (query.purpose) params.set('purpose', query.purpose);
  if (filters.page > 1) params.set('page', String(filters.page));
  return params;
}
