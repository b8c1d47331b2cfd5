import { adminDashboardEndpoints } from '@academy/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../shared/api/client';

/*
 * GET admin/dashboard: the academy's figures. The screen shows its own failure with "Try
 * again", so the call does not toast as well (web README, "The HTTP client").
 */

export function getDashboard(signal?: AbortSignal) {
  return api(adminDashboardEndpoints.getAdminDashboard, { query: {} }, { signal, toast: false });
}

export function dashboardQueryOptions() {
  return queryOptions({
    queryKey: ['admin', 'dashboard'] as const,
    queryFn: ({ signal }) => getDashboard(signal),
  });
}

/** A failure the route's loader met is shown as it is, not asked again on mounting. */
export function useDashboard() {
  return useQuery({ ...dashboardQueryOptions(), retryOnMount: false });
}
