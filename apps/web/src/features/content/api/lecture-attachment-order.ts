import { contentItemEndpoints } from '@academy/contracts';
import { mutationOptions, useMutation } from '@tanstack/react-query';
import { api } from '../../../shared/api/client';
import { lectureQueryOptions } from './lecture';

export interface ReorderLectureAttachmentsInput {
  lectureId: number;
  /** Every attachment's id, in the new order. */
  ids: number[];
}

/** PUT admin/lectures/{id}/attachment-order. A failure is a toast. */
export function reorderLectureAttachments({ lectureId, ids }: ReorderLectureAttachmentsInput) {
  return api(contentItemEndpoints.reorderLectureAttachments, {
    params: { id: lectureId },
    body: { ids },
  });
}

export function reorderLectureAttachmentsMutationOptions() {
  return mutationOptions({
    mutationKey: ['admin', 'content-items', 'lecture', 'attachment-order'],
    mutationFn: reorderLectureAttachments,
    onSuccess: (attachments, { lectureId }, _result, { client }) => {
      client.setQueryData(lectureQueryOptions(lectureId).queryKey, (lecture) =>
        lecture ? { ...lecture, attachments } : lecture,
      );
    },
  });
}

export function useReorderLectureAttachments() {
  return useMutation(reorderLectureAttachmentsMutationOptions());
}
