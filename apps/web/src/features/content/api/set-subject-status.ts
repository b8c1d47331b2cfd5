import { type ContentStatus, contentEndpoints } from '@academy/contracts';
import {
  mutationOptions,
  type QueryClient,
  useMutation,
  useQueryClient,
} from '@tanstack/react-query';
import { api } from '../../../shared/api/client';
import { contentKeys } from './content-keys';

export type SetSubjectStatusInput = { id: number; status: ContentStatus };

/** PUT admin/subjects/{id}/status: publish or unpublish. */
export function setSubjectStatus(input: SetSubjectStatusInput) {
  return api(contentEndpoints.setSubjectStatus, {
    params: { id: input.id },
    body: { status: input.status },
  });
}

export function setSubjectStatusMutationOptions(queryClient: QueryClient) {
  return mutationOptions({
    mutationKey: ['content', 'set-subject-status'],
    mutationFn: setSubjectStatus,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: contentKeys.all }),
  });
}

export function useSetSubjectStatus() {
  return useMutation(setSubjectStatusMutationOptions(useQueryClient()));
}
