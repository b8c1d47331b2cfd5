/*
 * The dashboard's chunk (app/staff-routes.tsx): the screen and its loader's prefetching. The
 * charts' library and its styles are imported here and below only, so no other page, public,
 * student or staff, loads them (ARCHITECTURE.md, "The staff area").
 */
import '@mantine/charts/styles.css';
import type { QueryClient } from '@tanstack/react-query';
import { staffPlansQuery } from '../../shared/lib/staff-plan-names';
import { dashboardQuery, takingsQuery } from './api/queries';

export { DashboardPage } from './dashboard-page';

/**
 * /admin: the figures, fetched beside the screen's code; the takings and the plan names
 * that label them too, though their failure is the card's to show, not the route's (and
 * each is then the read the page's HTML started: apps/web/README.md, "First load").
 */
export function prefetchDashboard(client: QueryClient) {
  void client.prefetchQuery(takingsQuery);
  void client.prefetchQuery(staffPlansQuery);
  return client.ensureQueryData(dashboardQuery);
}
