import { userAdminEndpoints } from '@academy/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../shared/api/client';
import { shownByScreen, userKeys } from './user-keys';

/** GET admin/users/{id}: the profile, enrolments, access, certificates and progress. */
export function getUser(id: number, signal?: AbortSignal) {
  return api(userAdminEndpoints.getAdminUser, { params: { id } }, { signal, ...shownByScreen });
}

export function userQueryOptions(id: number) {
  return queryOptions({
    queryKey: userKeys.user(id),
    queryFn: ({ signal }) => getUser(id, signal),
    retryOnMount: false,
  });
}

/** Asks nothing for an id that cannot name anything (null): the screen says not found. */
export function useUser(id: number | null) {
  return useQuery({ ...userQueryOptions(id ?? 0), enabled: id !== null });
}
