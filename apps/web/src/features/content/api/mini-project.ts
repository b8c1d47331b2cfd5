import { contentItemEndpoints } from '@academy/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../shared/api/client';

/** GET admin/mini-projects/{id}: a mini project to edit. Its screen shows a failure itself: no toast. */
export function getMiniProject(id: number, signal?: AbortSignal) {
  return api(
    contentItemEndpoints.getAdminMiniProject,
    { params: { id } },
    { toast: false, signal },
  );
}

export function miniProjectQueryKey(id: number) {
  return ['admin', 'content-items', 'mini-project', id] as const;
}

export function miniProjectQueryOptions(id: number) {
  return queryOptions({
    queryKey: miniProjectQueryKey(id),
    queryFn: ({ signal }) => getMiniProject(id, signal),
    // A failure the loader met is shown as it is; "Try again" asks again.
    retryOnMount: false,
  });
}

export function useMiniProject(id: number) {
  return useQuery(miniProjectQueryOptions(id));
}
