import { contentEndpoints } from '@academy/contracts';
import {
  mutationOptions,
  type QueryClient,
  useMutation,
  useQueryClient,
} from '@tanstack/react-query';
import { api } from '../../../shared/api/client';
import { contentKeys } from './content-keys';

/** POST admin/chapters/{id}/tasks: a draft test with its title. */
export function createTask(input: { chapterId: number; title: string }) {
  return api(contentEndpoints.createTask, {
    params: { id: input.chapterId },
    body: { title: input.title },
  });
}

export function createTaskMutationOptions(queryClient: QueryClient) {
  return mutationOptions({
    mutationKey: ['content', 'create-task'],
    mutationFn: createTask,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: contentKeys.all }),
  });
}

export function useCreateTask() {
  return useMutation(createTaskMutationOptions(useQueryClient()));
}
