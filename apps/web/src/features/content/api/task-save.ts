import { contentItemEndpoints, type TaskSaveRequest } from '@academy/contracts';
import { mutationOptions, useMutation } from '@tanstack/react-query';
import { api } from '../../../shared/api/client';
import { taskQueryKey } from './task';

export interface SaveTaskInput {
  id: number;
  body: TaskSaveRequest;
}

/**
 * PUT admin/tasks/{id}, at the revision the editor loaded. The form checks the same rules
 * first, so a refusal (a test attempted meanwhile, say) is a toast; but a save after someone
 * else's (409 ERR_CONTENT_CHANGED) is the editor's to say, next to the form it keeps
 * (ARCHITECTURE.md, "Content editors").
 */
export function saveTask({ id, body }: SaveTaskInput) {
  return api(
    contentItemEndpoints.saveAdminTask,
    { params: { id }, body },
    { shownByCaller: ['ERR_CONTENT_CHANGED'] },
  );
}

export function saveTaskMutationOptions() {
  return mutationOptions({
    mutationKey: ['admin', 'content-items', 'task', 'save'],
    mutationFn: saveTask,
    onSuccess: (saved, _input, _result, { client }) => {
      client.setQueryData(taskQueryKey(saved.id), saved);
    },
  });
}

export function useSaveTask() {
  return useMutation(saveTaskMutationOptions());
}
