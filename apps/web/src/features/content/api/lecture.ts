import { contentItemEndpoints } from '@academy/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../shared/api/client';

/** GET admin/lectures/{id}: a lecture to edit. Its screen shows a failure itself: no toast. */
export function getLecture(id: number, signal?: AbortSignal) {
  return api(contentItemEndpoints.getAdminLecture, { params: { id } }, { toast: false, signal });
}

export function lectureQueryKey(id: number) {
  return ['admin', 'content-items', 'lecture', id] as const;
}

export function lectureQueryOptions(id: number) {
  return queryOptions({
    queryKey: lectureQueryKey(id),
    queryFn: ({ signal }) => getLecture(id, signal),
    // A failure the loader met is shown as it is; "Try again" asks again.
    retryOnMount: false,
  });
}

export function useLecture(id: number) {
  return useQuery(lectureQueryOptions(id));
}
