import {
  type ReviewKind,
  type ReviewQueueQuery,
  reviewKindSchema,
  reviewQueueQuerySchema,
} from '@academy/contracts';

/*
 * The queue's filters live in the URL (`?kind=task&search=ann`), so a filtered queue can be
 * reloaded, shared and gone back to. A value the API would refuse is left out.
 */

export interface QueueFilters {
  kind: ReviewKind | null;
  search: string;
}

export function readQueueFilters(params: URLSearchParams): QueueFilters {
  const kind = reviewKindSchema.safeParse(params.get('kind'));
  return { kind: kind.success ? kind.data : null, search: params.get('search') ?? '' };
}

/** The API query of the filters: only what the contracts' schema takes. */
export function queueQuery(filters: QueueFilters): ReviewQueueQuery {
  const query: ReviewQueueQuery = {};
  if (filters.kind) query.kind = filters.kind;
  const search = reviewQueueQuerySchema.shape.search.safeParse(filters.search);
  if (search.success && search.data !== undefined) query.search = search.data;
  return query;
}

export function writeQueueFilters(filters: QueueFilters): URLSearchParams {
  const params = new URLSearchParams();
  const query = queueQuery(filters);
  if (query.kind) params.set('kind', query.kind);
  if (query.search) params.set('search', query.search);
  return params;
}
