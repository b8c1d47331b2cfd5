import {
  type ApplicantListQuery,
  type applicantFilterSchema,
  applicantListQuerySchema,
} from '@academy/contracts';

/*
 * The list's state lives in the address (web README, "Data layer"): search, filters, sort and
 * page are search parameters, so a reload, a shared link and the back button keep them. A
 * parameter the contracts' schema refuses is left out rather than failing the page.
 */

const keys = Object.keys(applicantListQuerySchema.shape) as (keyof ApplicantListQuery)[];

/** The query the list asks for: the valid parameters of the address, defaults left out. */
export function listQueryFrom(params: URLSearchParams): ApplicantListQuery {
  const query: Record<string, string> = {};
  for (const key of keys) {
    const value = params.get(key);
    if (value === null || value === '') continue;
    const field = applicantListQuerySchema.shape[key];
    if (field.safeParse(value).success) query[key] = value;
  }
  return query as ApplicantListQuery;
}

/** The export's filter: the list's query without its page. */
export function filterOf(query: ApplicantListQuery) {
  const { page: _page, pageSize: _pageSize, ...filter } = query;
  return filter satisfies Parameters<typeof applicantFilterSchema.parse>[0];
}

/**
 * The address's parameters with `changes` applied (an empty value removes one). Any change
 * but the page's goes back to the first page, whose results it changed.
 */
export function withChanges(
  params: URLSearchParams,
  changes: Partial<Record<keyof ApplicantListQuery, string | null>>,
): URLSearchParams {
  const next = new URLSearchParams(params);
  for (const [key, value] of Object.entries(changes)) {
    if (value === null || value === undefined || value === '') next.delete(key);
    else next.set(key, value);
  }
  if (!('page' in changes)) next.delete('page');
  return next;
}
