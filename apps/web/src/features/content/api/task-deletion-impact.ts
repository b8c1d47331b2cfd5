import { contentItemEndpoints } from '@academy/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../shared/api/client';
import { taskQueryKey } from './task';

/** GET admin/tasks/{id}/deletion-impact: what students would lose. Shown in the dialog. */
export function getTaskDeletionImpact(id: number, signal?: AbortSignal) {
  return api(
    contentItemEndpoints.getAdminTaskDeletionImpact,
    { params: { id } },
    { toast: false, signal },
  );
}

export function taskDeletionImpactQueryOptions(id: number) {
  return queryOptions({
    queryKey: [...taskQueryKey(id), 'deletion-impact'] as const,
    queryFn: ({ signal }) => getTaskDeletionImpact(id, signal),
    // Asked afresh each time the dialog opens: students may have worked on it meanwhile.
    staleTime: 0,
  });
}

export function useTaskDeletionImpact(id: number, enabled: boolean) {
  return useQuery({ ...taskDeletionImpactQueryOptions(id), enabled });
}
