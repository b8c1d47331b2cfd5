import { API_BASE_PATH, type EndpointDefinition, endpointPath } from '@academy/contracts';

/**
 * The path and query of a call to `endpoint`: the one way the app writes an API address, for
 * the HTTP client and for the reads the page's HTML starts (app/first-load), which must be
 * the very same address to be taken for the client's. An array in the query is one
 * parameter per item; empty values are left out.
 */
export function apiRequestPath(
  endpoint: Pick<EndpointDefinition, 'path'>,
  params: Record<string, string | number> | undefined,
  query: Record<string, unknown> | undefined,
): string {
  const search = new URLSearchParams();
  for (const [name, value] of Object.entries(query ?? {})) {
    for (const item of Array.isArray(value) ? value : [value]) {
      if (item !== undefined && item !== null) search.append(name, String(item));
    }
  }
  const text = search.toString();
  return `${API_BASE_PATH}${endpointPath(endpoint, params)}${text ? `?${text}` : ''}`;
}
