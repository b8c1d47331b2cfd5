import { contentEndpoints } from '@academy/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../shared/api/client';
import { contentKeys } from './content-keys';

/** GET admin/subjects/{id}: the subject, its direction, its chapters and their items. */
export function getSubject(id: number, signal?: AbortSignal) {
  return api(contentEndpoints.getAdminSubject, { params: { id } }, { signal, toast: false });
}

export function subjectQueryOptions(id: number) {
  return queryOptions({
    queryKey: contentKeys.subject(id),
    queryFn: ({ signal }) => getSubject(id, signal),
  });
}

export function useSubject(id: number) {
  return useQuery(subjectQueryOptions(id));
}
