import { apiPaths, studentMeResponseSchema } from '@academy/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../api/client';

/** GET students: the logged-in user's own data (name, role, trial end). */
export const currentStudentQuery = queryOptions({
  queryKey: ['students', 'me'],
  queryFn: ({ signal }) => api.get(apiPaths.students, studentMeResponseSchema, { signal }),
  staleTime: 5 * 60_000,
});

export function useCurrentStudent() {
  return useQuery(currentStudentQuery);
}
