import type { QueryClient } from '@tanstack/react-query';
import { adminPromotionsQuery } from './api/promotions';
import { promotionsQuery, readPromotionFilters } from './promotion-filters';

/*
 * The promotion codes section (ARCHITECTURE.md, "Promotion codes"; admins only): its screen
 * and what its loader prefetches, one chunk (app/staff-routes.tsx). A failed prefetch is left
 * to the screen, which shows it with "Try again".
 */

export { PromotionsPage } from './promotions-page';

/** The codes as the page's URL searches them (the loader gets no request: read the window's). */
export function prefetchPromotions(client: QueryClient) {
  const filters = readPromotionFilters(new URLSearchParams(window.location.search));
  return client.ensureQueryData(adminPromotionsQuery(promotionsQuery(filters)));
}
