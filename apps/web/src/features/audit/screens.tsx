import { paths } from '@academy/contracts';
import type { QueryClient } from '@tanstack/react-query';
import { auditLogQuery } from './api/queries';
import { auditQueryFrom } from './audit-filters-url';

/* The audit log's chunk (app/staff-routes.tsx): the screen and its loader's prefetching. */

export { AuditPage } from './audit-page';

/**
 * /admin/audit: the page of the log its URL asks for. Loaders are handed the route's params,
 * not its search, so the filters are read from the address: when the app opens on this page
 * that is its own; when it is reached through the menu (whose link has no filters) the
 * address is still the page left, and the unfiltered log is the one to fetch. A filter
 * changed on the page is fetched by the screen itself.
 */
export function prefetchAudit(client: QueryClient) {
  const here = window.location.pathname.replace(/\/$/, '') === paths.admin.audit;
  const search = new URLSearchParams(here ? window.location.search : '');
  return client.ensureQueryData(auditLogQuery(auditQueryFrom(search)));
}
