import { contentEndpoints } from '@academy/contracts';
import {
  mutationOptions,
  type QueryClient,
  queryOptions,
  useMutation,
  useQuery,
  useQueryClient,
} from '@tanstack/react-query';
import { api } from '../../../shared/api/client';
import { contentKeys } from './content-keys';

/** GET admin/chapters/{id}/publish-plan: what "Publish chapter" would publish, and what stops it. */
export function getChapterPublishPlan(id: number, signal?: AbortSignal) {
  return api(contentEndpoints.getChapterPublishPlan, { params: { id } }, { signal, toast: false });
}

export function chapterPublishPlanQueryOptions(id: number) {
  return queryOptions({
    queryKey: [...contentKeys.all, 'publish-plan', id] as const,
    queryFn: ({ signal }) => getChapterPublishPlan(id, signal),
    // Always read afresh: another admin may have edited an item while the dialog was closed.
    staleTime: 0,
    gcTime: 0,
  });
}

export function useChapterPublishPlan(id: number) {
  return useQuery(chapterPublishPlanQueryOptions(id));
}

/** POST admin/chapters/{id}/publish: the chapter and all its drafts, at once. The dialog shows a refusal. */
export function publishChapter(id: number) {
  return api(contentEndpoints.publishChapter, { params: { id } }, { toast: false });
}

export function publishChapterMutationOptions(queryClient: QueryClient) {
  return mutationOptions({
    mutationKey: ['content', 'publish-chapter'],
    mutationFn: publishChapter,
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: contentKeys.all }),
        // The items' editors show their status too.
        queryClient.invalidateQueries({ queryKey: ['admin', 'content-items'] }),
      ]),
  });
}

export function usePublishChapter() {
  return useMutation(publishChapterMutationOptions(useQueryClient()));
}
