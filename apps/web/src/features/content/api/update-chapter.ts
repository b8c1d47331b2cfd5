import { contentEndpoints } from '@academy/contracts';
import {
  mutationOptions,
  type QueryClient,
  useMutation,
  useQueryClient,
} from '@tanstack/react-query';
import { api } from '../../../shared/api/client';
import { contentKeys } from './content-keys';

export type UpdateChapterInput = { id: number; title: string };

/** PATCH admin/chapters/{id}: rename. */
export function updateChapter(input: UpdateChapterInput) {
  const { id, ...body } = input;
  return api(contentEndpoints.updateChapter, { params: { id }, body });
}

export function updateChapterMutationOptions(queryClient: QueryClient) {
  return mutationOptions({
    mutationKey: ['content', 'update-chapter'],
    mutationFn: updateChapter,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: contentKeys.all }),
  });
}

export function useUpdateChapter() {
  return useMutation(updateChapterMutationOptions(useQueryClient()));
}
