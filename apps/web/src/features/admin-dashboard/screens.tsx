/*
 * The dashboard's chunk (app/staff-routes.tsx): the screen and its loader's prefetching. The
 * charts' library and its styles are imported here and below only, so no other page, public,
 * student or staff, loads them (ARCHITECTURE.md, "The staff area").
 */
import '@mantine/charts/styles.css';
import type { QueryClient } from '@tanstack/react-query';
import { dashboardQuery, takingsQuery } from './api/queries';

export { DashboardPage } from './dashboard-page';

/**
 * /admin: the figures, fetched beside the screen's code; the takings too, though their
 * failure is the card's to show, not the route's.
 */
export function prefetchDashboard(client: QueryClient) {
  void client.prefetchQuery(takingsQuery);
  return client.ensureQueryData(dashboardQuery);
}
