import { contentItemEndpoints } from '@academy/contracts';
import { mutationOptions, useMutation } from '@tanstack/react-query';
import { api } from '../../../shared/api/client';

export interface DeleteTaskInput {
  id: number;
  /** True once the admin has seen what students lose. */
  confirm: boolean;
}

/**
 * DELETE admin/tasks/{id}. A failure is a toast. The screen leaves for the subject, then
 * drops the item's cached data (its query must not be asked again while the screen stands).
 */
export function deleteTask({ id, confirm }: DeleteTaskInput) {
  return api(contentItemEndpoints.deleteAdminTask, {
    params: { id },
    query: { confirm: confirm ? 'true' : 'false' },
  });
}

export function deleteTaskMutationOptions() {
  return mutationOptions({
    mutationKey: ['admin', 'content-items', 'task', 'delete'],
    mutationFn: deleteTask,
  });
}

export function useDeleteTask() {
  return useMutation(deleteTaskMutationOptions());
}
