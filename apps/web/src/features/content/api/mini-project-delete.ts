import { contentItemEndpoints } from '@academy/contracts';
import { mutationOptions, useMutation } from '@tanstack/react-query';
import { api } from '../../../shared/api/client';

export interface DeleteMiniProjectInput {
  id: number;
  /** True once the admin has seen what students lose. */
  confirm: boolean;
}

/**
 * DELETE admin/mini-projects/{id}. A failure is a toast. The screen leaves for the subject, then
 * drops the item's cached data (its query must not be asked again while the screen stands).
 */
export function deleteMiniProject({ id, confirm }: DeleteMiniProjectInput) {
  return api(contentItemEndpoints.deleteAdminMiniProject, {
    params: { id },
    query: { confirm: confirm ? 'true' : 'false' },
  });
}

export function deleteMiniProjectMutationOptions() {
  return mutationOptions({
    mutationKey: ['admin', 'content-items', 'mini-project', 'delete'],
    mutationFn: deleteMiniProject,
  });
}

export function useDeleteMiniProject() {
  return useMutation(deleteMiniProjectMutationOptions());
}
