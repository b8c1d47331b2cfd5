import { type ContentStatus, contentEndpoints } from '@academy/contracts';
import {
  mutationOptions,
  type QueryClient,
  useMutation,
  useQueryClient,
} from '@tanstack/react-query';
import { api } from '../../../shared/api/client';
import { contentKeys } from './content-keys';

export type SetDirectionStatusInput = { id: number; status: ContentStatus };

/** PUT admin/directions/{id}/status: publish or unpublish. */
export function setDirectionStatus(input: SetDirectionStatusInput) {
  return api(contentEndpoints.setDirectionStatus, {
    params: { id: input.id },
    body: { status: input.status },
  });
}

export function setDirectionStatusMutationOptions(queryClient: QueryClient) {
  return mutationOptions({
    mutationKey: ['content', 'set-direction-status'],
    mutationFn: setDirectionStatus,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: contentKeys.all }),
  });
}

export function useSetDirectionStatus() {
  return useMutation(setDirectionStatusMutationOptions(useQueryClient()));
}
