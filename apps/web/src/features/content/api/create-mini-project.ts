import { contentEndpoints } from '@academy/contracts';
import {
  mutationOptions,
  type QueryClient,
  useMutation,
  useQueryClient,
} from '@tanstack/react-query';
import { api } from '../../../shared/api/client';
import { contentKeys } from './content-keys';

/** POST admin/chapters/{id}/mini-projects: a draft mini project with its title. */
export function createMiniProject(input: { chapterId: number; title: string }) {
  return api(contentEndpoints.createMiniProject, {
    params: { id: input.chapterId },
    body: { title: input.title },
  });
}

export function createMiniProjectMutationOptions(queryClient: QueryClient) {
  return mutationOptions({
    mutationKey: ['content', 'create-mini-project'],
    mutationFn: createMiniProject,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: contentKeys.all }),
  });
}

export function useCreateMiniProject() {
  return useMutation(createMiniProjectMutationOptions(useQueryClient()));
}
