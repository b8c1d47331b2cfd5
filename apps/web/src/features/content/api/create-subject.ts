import { contentEndpoints } from '@academy/contracts';
import {
  mutationOptions,
  type QueryClient,
  useMutation,
  useQueryClient,
} from '@tanstack/react-query';
import { api } from '../../../shared/api/client';
import { contentKeys } from './content-keys';

export type CreateSubjectInput = { id: number; title: string; description?: string };

/** POST admin/directions/{id}/subjects: a new draft subject. */
export function createSubject(input: CreateSubjectInput) {
  const { id, ...body } = input;
  return api(contentEndpoints.createSubject, { params: { id }, body });
}

export function createSubjectMutationOptions(queryClient: QueryClient) {
  return mutationOptions({
    mutationKey: ['content', 'create-subject'],
    mutationFn: createSubject,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: contentKeys.all }),
  });
}

export function useCreateSubject() {
  return useMutation(createSubjectMutationOptions(useQueryClient()));
}
