import type { QueryClient } from '@tanstack/react-query';
import { adminPlansQuery } from './api/queries';

/*
 * The plans section (ARCHITECTURE.md, "Plans and prices set by staff"; admins only): its
 * screen and what its loader prefetches, one chunk (app/staff-routes.tsx). A failed prefetch
 * is left to the screen, which shows it with "Try again".
 */

export { PlansPage } from './plans-page';

export function prefetchPlans(client: QueryClient) {
  return client.ensureQueryData(adminPlansQuery);
}
