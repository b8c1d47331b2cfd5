import { type ChapterItemKind, contentEndpoints } from '@academy/contracts';
import {
  mutationOptions,
  type QueryClient,
  useMutation,
  useQueryClient,
} from '@tanstack/react-query';
import { api } from '../../../shared/api/client';
import { contentKeys } from './content-keys';

export type ReorderChapterItemsInput = {
  id: number;
  items: { kind: ChapterItemKind; id: number }[];
};

/** PUT admin/chapters/{id}/items/order: every item of the chapter, in the new order. */
export function reorderChapterItems(input: ReorderChapterItemsInput) {
  const { id, ...body } = input;
  return api(contentEndpoints.reorderChapterItems, { params: { id }, body });
}

export function reorderChapterItemsMutationOptions(queryClient: QueryClient) {
  return mutationOptions({
    mutationKey: ['content', 'reorder-chapter-items'],
    mutationFn: reorderChapterItems,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: contentKeys.all }),
  });
}

export function useReorderChapterItems() {
  return useMutation(reorderChapterItemsMutationOptions(useQueryClient()));
}
