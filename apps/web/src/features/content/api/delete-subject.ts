import { contentEndpoints } from '@academy/contracts';
import {
  mutationOptions,
  type QueryClient,
  useMutation,
  useQueryClient,
} from '@tanstack/react-query';
import { api } from '../../../shared/api/client';
import { contentKeys } from './content-keys';

export type DeleteSubjectInput = { id: number; confirm: boolean };

/** DELETE admin/subjects/{id}; `confirm` once the admin read what students lose. */
export function deleteSubject(input: DeleteSubjectInput) {
  return api(
    contentEndpoints.deleteSubject,
    { params: { id: input.id }, query: input.confirm ? { confirm: 'true' } : {} },
    // The dialog says why a deletion was refused, beside the button.
    { toast: false },
  );
}

export function deleteSubjectMutationOptions(queryClient: QueryClient) {
  return mutationOptions({
    mutationKey: ['content', 'delete-subject'],
    mutationFn: deleteSubject,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: contentKeys.all }),
  });
}

export function useDeleteSubject() {
  return useMutation(deleteSubjectMutationOptions(useQueryClient()));
}
