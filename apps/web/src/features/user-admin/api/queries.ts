import { type AdminUsersQuery, userAdminEndpoints } from '@academy/contracts';
import { queryOptions } from '@tanstack/react-query';
import { endpointQuery } from '../../../shared/api/endpoint-query';

/*
 * The users section's reads, prefetched by their routes' loaders. The screens show a failure
 * themselves ("Try again"), so the reads do not toast, and a failure the loader met is not
 * asked again on mounting.
 */

/** GET admin/users: a page of the filtered list. */
export const adminUsersQuery = (query: AdminUsersQuery) =>
  queryOptions({
    ...endpointQuery(userAdminEndpoints.listAdminUsers, { query }, { toast: false }),
    retryOnMount: false,
  });

/** GET admin/users/{id}: the account, its history and certificates. */
export const adminUserQuery = (id: number) =>
  queryOptions({
    ...endpointQuery(userAdminEndpoints.getAdminUser, { params: { id } }, { toast: false }),
    retryOnMount: false,
  });

/** GET admin/users/{id}/sessions: the user's signed-in devices. */
export const userSessionsQuery = (id: number) =>
  queryOptions({
    ...endpointQuery(userAdminEndpoints.listUserSessions, { params: { id } }, { toast: false }),
    retryOnMount: false,
  });

/** GET admin/invitations: the pending invitations, above the users' list. */
export const staffInvitationsQuery = queryOptions({
  ...endpointQuery(userAdminEndpoints.listStaffInvitations, undefined, { toast: false }),
  retryOnMount: false,
});
