import { contentEndpoints } from '@academy/contracts';
import {
  mutationOptions,
  type QueryClient,
  useMutation,
  useQueryClient,
} from '@tanstack/react-query';
import { api } from '../../../shared/api/client';
import { contentKeys } from './content-keys';

export type ReorderSubjectsInput = { id: number; ids: number[] };

/** PUT admin/directions/{id}/subjects/order: every subject, in the new order. */
export function reorderSubjects(input: ReorderSubjectsInput) {
  const { id, ...body } = input;
  return api(contentEndpoints.reorderSubjects, { params: { id }, body });
}

export function reorderSubjectsMutationOptions(queryClient: QueryClient) {
  return mutationOptions({
    mutationKey: ['content', 'reorder-subjects'],
    mutationFn: reorderSubjects,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: contentKeys.all }),
  });
}

export function useReorderSubjects() {
  return useMutation(reorderSubjectsMutationOptions(useQueryClient()));
}
