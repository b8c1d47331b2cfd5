import { contentEndpoints } from '@academy/contracts';
import {
  mutationOptions,
  type QueryClient,
  useMutation,
  useQueryClient,
} from '@tanstack/react-query';
import { api } from '../../../shared/api/client';
import { contentKeys } from './content-keys';

export type UpdateDirectionInput = {
  id: number;
  title?: string;
  description?: string;
  position?: number;
};

/** PATCH admin/directions/{id}. */
export function updateDirection(input: UpdateDirectionInput) {
  const { id, ...body } = input;
  return api(contentEndpoints.updateDirection, { params: { id }, body });
}

export function updateDirectionMutationOptions(queryClient: QueryClient) {
  return mutationOptions({
    mutationKey: ['content', 'update-direction'],
    mutationFn: updateDirection,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: contentKeys.all }),
  });
}

export function useUpdateDirection() {
  return useMutation(updateDirectionMutationOptions(useQueryClient()));
}
