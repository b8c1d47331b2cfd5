import { contentEndpoints } from '@academy/contracts';
import {
  mutationOptions,
  type QueryClient,
  useMutation,
  useQueryClient,
} from '@tanstack/react-query';
import { api } from '../../../shared/api/client';
import { contentKeys } from './content-keys';

export type DeleteChapterInput = { id: number; confirm: boolean };

/** DELETE admin/chapters/{id}; `confirm` once the admin read what students lose. */
export function deleteChapter(input: DeleteChapterInput) {
  return api(
    contentEndpoints.deleteChapter,
    { params: { id: input.id }, query: input.confirm ? { confirm: 'true' } : {} },
    // The dialog says why a deletion was refused, beside the button.
    { toast: false },
  );
}

export function deleteChapterMutationOptions(queryClient: QueryClient) {
  return mutationOptions({
    mutationKey: ['content', 'delete-chapter'],
    mutationFn: deleteChapter,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: contentKeys.all }),
  });
}

export function useDeleteChapter() {
  return useMutation(deleteChapterMutationOptions(useQueryClient()));
}
