import { contentEndpoints } from '@academy/contracts';
import {
  mutationOptions,
  type QueryClient,
  useMutation,
  useQueryClient,
} from '@tanstack/react-query';
import { api } from '../../../shared/api/client';
import { contentKeys } from './content-keys';

export type ReorderChaptersInput = { id: number; ids: number[] };

/** PUT admin/subjects/{id}/chapters/order: every chapter, in the new order. */
export function reorderChapters(input: ReorderChaptersInput) {
  const { id, ...body } = input;
  return api(contentEndpoints.reorderChapters, { params: { id }, body });
}

export function reorderChaptersMutationOptions(queryClient: QueryClient) {
  return mutationOptions({
    mutationKey: ['content', 'reorder-chapters'],
    mutationFn: reorderChapters,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: contentKeys.all }),
  });
}

export function useReorderChapters() {
  return useMutation(reorderChaptersMutationOptions(useQueryClient()));
}
