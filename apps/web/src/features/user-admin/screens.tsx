import type { QueryClient } from '@tanstack/react-query';
import type { Params } from 'react-router';
import {
  adminUserQuery,
  adminUsersQuery,
  staffInvitationsQuery,
  userSessionsQuery,
} from './api/queries';
import { routeId } from './route-id';
import { readUserFilters, usersQuery } from './user-filters';

/*
 * The users section (ARCHITECTURE.md, "Users"; admins only): its screens and what their
 * loaders prefetch, one chunk (app/staff-routes.tsx). A failed prefetch is left to the
 * screen (the loader ignores it), which shows it with "Try again".
 */

export { UserPage } from './user-page';
export { UsersPage } from './users-page';

/** The list as the page's URL filters it (the loader gets no request: read the window's). */
export function prefetchUsers(client: QueryClient) {
  const filters = readUserFilters(new URLSearchParams(window.location.search));
  return Promise.all([
    client.ensureQueryData(adminUsersQuery(usersQuery(filters))),
    client.ensureQueryData(staffInvitationsQuery),
  ]);
}

export async function prefetchUser(client: QueryClient, params: Params) {
  const id = routeId(params.id);
  if (id === null) return;
  await Promise.all([
    client.ensureQueryData(adminUserQuery(id)),
    client.ensureQueryData(userSessionsQuery(id)),
  ]);
}
