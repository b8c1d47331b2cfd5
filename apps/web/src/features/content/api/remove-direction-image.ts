import { contentEndpoints } from '@academy/contracts';
import {
  mutationOptions,
  type QueryClient,
  useMutation,
  useQueryClient,
} from '@tanstack/react-query';
import { api } from '../../../shared/api/client';
import { contentKeys } from './content-keys';

export type RemoveDirectionImageInput = { id: number };

/** DELETE admin/directions/{id}/image. */
export function removeDirectionImage(input: RemoveDirectionImageInput) {
  return api(contentEndpoints.removeDirectionImage, { params: { id: input.id } });
}

export function removeDirectionImageMutationOptions(queryClient: QueryClient) {
  return mutationOptions({
    mutationKey: ['content', 'remove-direction-image'],
    mutationFn: removeDirectionImage,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: contentKeys.all }),
  });
}

export function useRemoveDirectionImage() {
  return useMutation(removeDirectionImageMutationOptions(useQueryClient()));
}
