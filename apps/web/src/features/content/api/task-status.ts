import { type ContentStatus, contentItemEndpoints } from '@academy/contracts';
import { mutationOptions, useMutation } from '@tanstack/react-query';
import { api } from '../../../shared/api/client';
import { taskQueryKey } from './task';

export interface SetTaskStatusInput {
  id: number;
  status: ContentStatus;
}

/** PUT admin/tasks/{id}/status: publish or unpublish. A failure is a toast. */
export function setTaskStatus({ id, status }: SetTaskStatusInput) {
  return api(contentItemEndpoints.setAdminTaskStatus, { params: { id }, body: { status } });
}

export function setTaskStatusMutationOptions() {
  return mutationOptions({
    mutationKey: ['admin', 'content-items', 'task', 'status'],
    mutationFn: setTaskStatus,
    onSuccess: (saved, _input, _result, { client }) => {
      client.setQueryData(taskQueryKey(saved.id), saved);
    },
  });
}

export function useSetTaskStatus() {
  return useMutation(setTaskStatusMutationOptions());
}
