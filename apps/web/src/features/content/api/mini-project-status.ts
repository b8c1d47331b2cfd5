import { type ContentStatus, contentItemEndpoints } from '@academy/contracts';
import { mutationOptions, useMutation } from '@tanstack/react-query';
import { api } from '../../../shared/api/client';
import { miniProjectQueryKey } from './mini-project';

export interface SetMiniProjectStatusInput {
  id: number;
  status: ContentStatus;
}

/** PUT admin/mini-projects/{id}/status: publish or unpublish. A failure is a toast. */
export function setMiniProjectStatus({ id, status }: SetMiniProjectStatusInput) {
  return api(contentItemEndpoints.setAdminMiniProjectStatus, { params: { id }, body: { status } });
}

export function setMiniProjectStatusMutationOptions() {
  return mutationOptions({
    mutationKey: ['admin', 'content-items', 'mini-project', 'status'],
    mutationFn: setMiniProjectStatus,
    onSuccess: (saved, _input, _result, { client }) => {
      client.setQueryData(miniProjectQueryKey(saved.id), saved);
    },
  });
}

export function useSetMiniProjectStatus() {
  return useMutation(setMiniProjectStatusMutationOptions());
}
