/*
 * The dashboard's chunk (app/staff-routes.tsx): the screen and its loader's prefetching. The
 * charts' library and its styles are imported here and below only, so no other page, public,
 * student or staff, loads them (ARCHITECTURE.md, "The staff area").
 */
import '@mantine/charts/styles.css';
import type { QueryClient } from '@tanstack/react-query';
import { dashboardQuery } from './api/queries';

export { DashboardPage } from './dashboard-page';

/** /admin: the figures, fetched beside the screen's code. */
export function prefetchDashboard(client: QueryClient) {
  return client.ensureQueryData(dashboardQuery);
}
