import { contentItemEndpoints } from '@academy/contracts';
import { mutationOptions, useMutation } from '@tanstack/react-query';
import { api } from '../../../shared/api/client';
import { lectureQueryOptions } from './lecture';

export interface RemoveLectureAttachmentInput {
  lectureId: number;
  attachmentId: number;
}

/** DELETE admin/lectures/{id}/attachments/{attachmentId}: the attachment and its file. */
export function removeLectureAttachment({ lectureId, attachmentId }: RemoveLectureAttachmentInput) {
  return api(contentItemEndpoints.deleteLectureAttachment, {
    params: { id: lectureId, attachmentId },
  });
}

export function removeLectureAttachmentMutationOptions() {
  return mutationOptions({
    mutationKey: ['admin', 'content-items', 'lecture', 'attachment-remove'],
    mutationFn: removeLectureAttachment,
    onSuccess: (_answer, { lectureId, attachmentId }, _result, { client }) => {
      client.setQueryData(lectureQueryOptions(lectureId).queryKey, (lecture) =>
        lecture
          ? { ...lecture, attachments: lecture.attachments.filter((a) => a.id !== attachmentId) }
          : lecture,
      );
    },
  });
}

export function useRemoveLectureAttachment() {
  return useMutation(removeLectureAttachmentMutationOptions());
}
