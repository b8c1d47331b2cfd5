import { type AdminUsersQuery, userAdminEndpoints } from '@academy/contracts';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../shared/api/client';
import { shownByScreen, userKeys } from './user-keys';

/** GET admin/users: a page of users, newest first, as the filters keep them. */
export function getUsers(query: AdminUsersQuery, signal?: AbortSignal) {
  return api(userAdminEndpoints.listAdminUsers, { query }, { signal, ...shownByScreen });
}

export function usersQueryOptions(query: AdminUsersQuery) {
  return queryOptions({
    queryKey: userKeys.list(query),
    queryFn: ({ signal }) => getUsers(query, signal),
    retryOnMount: false,
  });
}

export function useUsers(query: AdminUsersQuery) {
  return useQuery({ ...usersQueryOptions(query), placeholderData: keepPreviousData });
}
