import { type AuditQuery, auditQuerySchema } from '@academy/contracts';

/*
 * The log's filters live in the URL (`?entityType=lecture&action=update&page=2`), so a
 * filtered view can be linked to and survives a reload. Each parameter is checked with
 * contracts' rule of its field; one that does not pass is left out instead of failing the
 * whole page.
 */

export const auditFilterNames = ['entityType', 'action', 'actorId', 'from', 'to'] as const;
export type AuditFilterName = (typeof auditFilterNames)[number];

const fields = auditQuerySchema.shape;

/** The query GET admin/audit is asked with for these search parameters. */
export function auditQueryFrom(search: URLSearchParams): AuditQuery {
  const query: Record<string, string> = {};
  for (const name of [...auditFilterNames, 'entityId', 'page'] as const) {
    const value = search.get(name);
    if (value === null || value === '') continue;
    if (fields[name].safeParse(value).success) query[name] = value;
  }
  return query as AuditQuery;
}

/** The search parameters with one filter set (or removed), back on the first page. */
export function withFilter(
  search: URLSearchParams,
  name: AuditFilterName | 'entityId',
  value: string | null,
): URLSearchParams {
  const next = new URLSearchParams(search);
  if (value === null || value === '') next.delete(name);
  else next.set(name, value);
  next.delete('page');
  return next;
}

/** The search parameters on another page. */
export function withPage(search: URLSearchParams, page: number): URLSearchParams {
  const next = new URLSearchParams(search);
  if (page <= 1) next.delete('page');
  else next.set('page', String(page));
  return next;
}

/** Whether any filter narrows the log. */
export function isFiltered(search: URLSearchParams): boolean {
  return [...auditFilterNames, 'entityId'].some((name) => Boolean(search.get(name)));
}
