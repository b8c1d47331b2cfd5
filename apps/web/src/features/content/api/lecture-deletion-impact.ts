import { contentItemEndpoints } from '@academy/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../shared/api/client';
import { lectureQueryKey } from './lecture';

/** GET admin/lectures/{id}/deletion-impact: what students would lose. Shown in the dialog. */
export function getLectureDeletionImpact(id: number, signal?: AbortSignal) {
  return api(
    contentItemEndpoints.getAdminLectureDeletionImpact,
    { params: { id } },
    { toast: false, signal },
  );
}

export function lectureDeletionImpactQueryOptions(id: number) {
  return queryOptions({
    queryKey: [...lectureQueryKey(id), 'deletion-impact'] as const,
    queryFn: ({ signal }) => getLectureDeletionImpact(id, signal),
    // Asked afresh each time the dialog opens: students may have worked on it meanwhile.
    staleTime: 0,
  });
}

export function useLectureDeletionImpact(id: number, enabled: boolean) {
  return useQuery({ ...lectureDeletionImpactQueryOptions(id), enabled });
}
