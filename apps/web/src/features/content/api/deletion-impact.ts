import { contentEndpoints } from '@academy/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../shared/api/client';
import { contentKeys } from './content-keys';

export type DeletableKind = 'direction' | 'subject' | 'chapter';

const impactEndpoints = {
  direction: contentEndpoints.getDirectionDeletionImpact,
  subject: contentEndpoints.getSubjectDeletionImpact,
  chapter: contentEndpoints.getChapterDeletionImpact,
} as const;

/** GET admin/{directions|subjects|chapters}/{id}/deletion-impact: what students would lose. */
export function getDeletionImpact(kind: DeletableKind, id: number, signal?: AbortSignal) {
  return api(impactEndpoints[kind], { params: { id } }, { signal, toast: false });
}

export function deletionImpactQueryOptions(kind: DeletableKind, id: number) {
  return queryOptions({
    queryKey: contentKeys.impact(kind, id),
    queryFn: ({ signal }) => getDeletionImpact(kind, id, signal),
    // Always counted afresh: students keep working while the dialog is closed.
    staleTime: 0,
    gcTime: 0,
  });
}

export function useDeletionImpact(kind: DeletableKind, id: number | null) {
  return useQuery({ ...deletionImpactQueryOptions(kind, id ?? 0), enabled: id !== null });
}
