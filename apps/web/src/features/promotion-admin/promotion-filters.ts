import { type AdminPromotionsQuery, adminPromotionsQuerySchema } from '@academy/contracts';

/*
 * The promotion codes' search and page live in the URL (`?search=spr&page=2`), like every
 * staff list's, so a search can be reloaded, shared and gone back to. A value the API would
 * refuse is left out.
 */

export interface PromotionFilters {
  search: string;
  page: number;
}

export function readPromotionFilters(params: URLSearchParams): PromotionFilters {
  const page = Number(params.get('page'));
  return {
    search: params.get('search') ?? '',
    page: Number.isInteger(page) && page > 1 ? page : 1,
  };
}

/** The API query of the filters: only what the contracts' schema takes. */
export function promotionsQuery(filters: PromotionFilters): AdminPromotionsQuery {
  const query: AdminPromotionsQuery = {};
  const search = adminPromotionsQuerySchema.shape.search.safeParse(filters.search);
  if (search.success && search.data !== undefined) query.search = search.data;
  if (filters.page > 1) query.page = filters.page;
  return query;
}

export function writePromotionFilters(filters: PromotionFilters): URLSearchParams {
  const params = new URLSearchParams();
  const query = promotionsQuery(filters);
  if (query.search) params.set('search', query.search);
  if (filters.page > 1) params.set('page', String(filters.page));
  return params;
}
