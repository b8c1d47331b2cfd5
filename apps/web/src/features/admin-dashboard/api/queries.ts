import { adminDashboardEndpoints, paymentLedgerEndpoints } from '@academy/contracts';
import { queryOptions } from '@tanstack/react-query';
import { endpointQuery } from '../../../shared/api/endpoint-query';

/**
 * GET admin/dashboard: the academy's figures. The screen shows its own failure with "Try
 * again", so the call does not toast as well, and a failure the route's loader met is shown
 * as it is, not asked again on mounting (web README, "The HTTP client").
 */
export const dashboardQuery = queryOptions({
  ...endpointQuery(adminDashboardEndpoints.getAdminDashboard, { query: {} }, { toast: false }),
  retryOnMount: false,
});

/**
 * GET admin/payments/totals: the takings per month and per plan, in the academy's currency.
 * Admins only, as the dashboard is; its card shows its own failure.
 */
export const takingsQuery = queryOptions({
  ...endpointQuery(paymentLedgerEndpoints.getPaymentTotals, undefined, { toast: false }),
  retryOnMount: false,
});
