import { contentEndpoints } from '@academy/contracts';
import {
  mutationOptions,
  type QueryClient,
  useMutation,
  useQueryClient,
} from '@tanstack/react-query';
import { api } from '../../../shared/api/client';
import { contentKeys } from './content-keys';

export type ReorderDirectionsInput = { ids: number[] };

/** PUT admin/directions/order: every direction, in the new order. */
export function reorderDirections(body: ReorderDirectionsInput) {
  return api(contentEndpoints.reorderDirections, body);
}

export function reorderDirectionsMutationOptions(queryClient: QueryClient) {
  return mutationOptions({
    mutationKey: ['content', 'reorder-directions'],
    mutationFn: reorderDirections,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: contentKeys.all }),
  });
}

export function useReorderDirections() {
  return useMutation(reorderDirectionsMutationOptions(useQueryClient()));
}
