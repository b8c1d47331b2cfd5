import { contentEndpoints } from '@academy/contracts';
import {
  mutationOptions,
  type QueryClient,
  useMutation,
  useQueryClient,
} from '@tanstack/react-query';
import { api } from '../../../shared/api/client';
import { contentKeys } from './content-keys';

/** POST admin/chapters/{id}/lectures: a draft lecture with its title. */
export function createLecture(input: { chapterId: number; title: string }) {
  return api(contentEndpoints.createLecture, {
    params: { id: input.chapterId },
    body: { title: input.title },
  });
}

export function createLectureMutationOptions(queryClient: QueryClient) {
  return mutationOptions({
    mutationKey: ['content', 'create-lecture'],
    mutationFn: createLecture,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: contentKeys.all }),
  });
}

export function useCreateLecture() {
  return useMutation(createLectureMutationOptions(useQueryClient()));
}
