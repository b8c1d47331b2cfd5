import { contentEndpoints } from '@academy/contracts';
import {
  mutationOptions,
  type QueryClient,
  useMutation,
  useQueryClient,
} from '@tanstack/react-query';
import { api } from '../../../shared/api/client';
import { contentKeys } from './content-keys';

export type CreateChapterInput = { id: number; title: string };

/** POST admin/subjects/{id}/chapters: a new draft chapter. */
export function createChapter(input: CreateChapterInput) {
  const { id, ...body } = input;
  return api(contentEndpoints.createChapter, { params: { id }, body });
}

export function createChapterMutationOptions(queryClient: QueryClient) {
  return mutationOptions({
    mutationKey: ['content', 'create-chapter'],
    mutationFn: createChapter,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: contentKeys.all }),
  });
}

export function useCreateChapter() {
  return useMutation(createChapterMutationOptions(useQueryClient()));
}
