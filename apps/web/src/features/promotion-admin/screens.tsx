import type { QueryClient } from '@tanstack/react-query';
import { adminPromotionsQuery } from './api/promotions';

/*
 * The promotion codes section (ARCHITECTURE.md, "Promotion codes"; admins only): its screen
 * and what its loader prefetches, one chunk (app/staff-routes.tsx). A failed prefetch is left
 * to the screen, which shows it with "Try again".
 */

export { PromotionsPage } from './promotions-page';

export function prefetchPromotions(client: QueryClient) {
  return client.ensureQueryData(adminPromotionsQuery());
}
