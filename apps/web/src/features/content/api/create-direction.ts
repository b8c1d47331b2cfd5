import { contentEndpoints } from '@academy/contracts';
import {
  mutationOptions,
  type QueryClient,
  useMutation,
  useQueryClient,
} from '@tanstack/react-query';
import { api } from '../../../shared/api/client';
import { contentKeys } from './content-keys';

export type CreateDirectionInput = { title: string; description?: string };

/** POST admin/directions: a new draft direction. */
export function createDirection(input: CreateDirectionInput) {
  return api(contentEndpoints.createDirection, input);
}

export function createDirectionMutationOptions(queryClient: QueryClient) {
  return mutationOptions({
    mutationKey: ['content', 'create-direction'],
    mutationFn: createDirection,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: contentKeys.all }),
  });
}

export function useCreateDirection() {
  return useMutation(createDirectionMutationOptions(useQueryClient()));
}
