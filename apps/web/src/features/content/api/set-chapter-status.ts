import { type ContentStatus, contentEndpoints } from '@academy/contracts';
import {
  mutationOptions,
  type QueryClient,
  useMutation,
  useQueryClient,
} from '@tanstack/react-query';
import { api } from '../../../shared/api/client';
import { contentKeys } from './content-keys';

export type SetChapterStatusInput = { id: number; status: ContentStatus };

/** PUT admin/chapters/{id}/status: publish or unpublish. */
export function setChapterStatus(input: SetChapterStatusInput) {
  return api(contentEndpoints.setChapterStatus, {
    params: { id: input.id },
    body: { status: input.status },
  });
}

export function setChapterStatusMutationOptions(queryClient: QueryClient) {
  return mutationOptions({
    mutationKey: ['content', 'set-chapter-status'],
    mutationFn: setChapterStatus,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: contentKeys.all }),
  });
}

export function useSetChapterStatus() {
  return useMutation(setChapterStatusMutationOptions(useQueryClient()));
}
