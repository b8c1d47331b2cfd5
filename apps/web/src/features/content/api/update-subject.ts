import { contentEndpoints } from '@academy/contracts';
import {
  mutationOptions,
  type QueryClient,
  useMutation,
  useQueryClient,
} from '@tanstack/react-query';
import { api } from '../../../shared/api/client';
import { contentKeys } from './content-keys';

export type UpdateSubjectInput = { id: number; title?: string; description?: string };

/** PATCH admin/subjects/{id}. */
export function updateSubject(input: UpdateSubjectInput) {
  const { id, ...body } = input;
  return api(contentEndpoints.updateSubject, { params: { id }, body });
}

export function updateSubjectMutationOptions(queryClient: QueryClient) {
  return mutationOptions({
    mutationKey: ['content', 'update-subject'],
    mutationFn: updateSubject,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: contentKeys.all }),
  });
}

export function useUpdateSubject() {
  return useMutation(updateSubjectMutationOptions(useQueryClient()));
}
