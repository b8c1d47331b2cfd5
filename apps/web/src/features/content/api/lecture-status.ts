import { type ContentStatus, contentItemEndpoints } from '@academy/contracts';
import { mutationOptions, useMutation } from '@tanstack/react-query';
import { api } from '../../../shared/api/client';
import { lectureQueryKey } from './lecture';

export interface SetLectureStatusInput {
  id: number;
  status: ContentStatus;
}

/** PUT admin/lectures/{id}/status: publish or unpublish. A failure is a toast. */
export function setLectureStatus({ id, status }: SetLectureStatusInput) {
  return api(contentItemEndpoints.setAdminLectureStatus, { params: { id }, body: { status } });
}

export function setLectureStatusMutationOptions() {
  return mutationOptions({
    mutationKey: ['admin', 'content-items', 'lecture', 'status'],
    mutationFn: setLectureStatus,
    onSuccess: (saved, _input, _result, { client }) => {
      client.setQueryData(lectureQueryKey(saved.id), saved);
    },
  });
}

export function useSetLectureStatus() {
  return useMutation(setLectureStatusMutationOptions());
}
