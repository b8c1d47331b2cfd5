import { contentEndpoints } from '@academy/contracts';
import {
  mutationOptions,
  type QueryClient,
  useMutation,
  useQueryClient,
} from '@tanstack/react-query';
import { api } from '../../../shared/api/client';
import { contentKeys } from './content-keys';

export type DeleteDirectionInput = { id: number; confirm: boolean };

/** DELETE admin/directions/{id}; `confirm` once the admin read what students lose. */
export function deleteDirection(input: DeleteDirectionInput) {
  return api(
    contentEndpoints.deleteDirection,
    { params: { id: input.id }, query: input.confirm ? { confirm: 'true' } : {} },
    // The dialog says why a deletion was refused, beside the button.
    { toast: false },
  );
}

export function deleteDirectionMutationOptions(queryClient: QueryClient) {
  return mutationOptions({
    mutationKey: ['content', 'delete-direction'],
    mutationFn: deleteDirection,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: contentKeys.all }),
  });
}

export function useDeleteDirection() {
  return useMutation(deleteDirectionMutationOptions(useQueryClient()));
}
