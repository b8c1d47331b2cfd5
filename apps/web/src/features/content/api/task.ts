import { contentItemEndpoints } from '@academy/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../shared/api/client';

/** GET admin/tasks/{id}: a test to edit. Its screen shows a failure itself: no toast. */
export function getTask(id: number, signal?: AbortSignal) {
  return api(contentItemEndpoints.getAdminTask, { params: { id } }, { toast: false, signal });
}

export function taskQueryKey(id: number) {
  return ['admin', 'content-items', 'task', id] as const;
}

export function taskQueryOptions(id: number) {
  return queryOptions({
    queryKey: taskQueryKey(id),
    queryFn: ({ signal }) => getTask(id, signal),
    // A failure the loader met is shown as it is; "Try again" asks again.
    retryOnMount: false,
  });
}

export function useTask(id: number) {
  return useQuery(taskQueryOptions(id));
}
