import { contentItemEndpoints } from '@academy/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../shared/api/client';
import { miniProjectQueryKey } from './mini-project';

/** GET admin/mini-projects/{id}/deletion-impact: what students would lose. Shown in the dialog. */
export function getMiniProjectDeletionImpact(id: number, signal?: AbortSignal) {
  return api(
    contentItemEndpoints.getAdminMiniProjectDeletionImpact,
    { params: { id } },
    { toast: false, signal },
  );
}

export function miniProjectDeletionImpactQueryOptions(id: number) {
  return queryOptions({
    queryKey: [...miniProjectQueryKey(id), 'deletion-impact'] as const,
    queryFn: ({ signal }) => getMiniProjectDeletionImpact(id, signal),
    // Asked afresh each time the dialog opens: students may have worked on it meanwhile.
    staleTime: 0,
  });
}

export function useMiniProjectDeletionImpact(id: number, enabled: boolean) {
  return useQuery({ ...miniProjectDeletionImpactQueryOptions(id), enabled });
}
