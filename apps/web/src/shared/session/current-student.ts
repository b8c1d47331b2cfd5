import { accountEndpoints } from '@academy/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../api/client';

/** GET students: the logged-in user's own data (name, role, trial end). */
export function getCurrentStudent(signal?: AbortSignal) {
  return api(accountEndpoints.getMe, undefined, { signal });
}

export function currentStudentQueryOptions() {
  return queryOptions({
    queryKey: ['students', 'me'],
    queryFn: ({ signal }) => getCurrentStudent(signal),
    staleTime: 5 * 60_000,
  });
}

export function useCurrentStudent() {
  return useQuery(currentStudentQueryOptions());
}
