import { contentItemEndpoints } from '@academy/contracts';
import { mutationOptions, useMutation } from '@tanstack/react-query';
import { api } from '../../../shared/api/client';
import { lectureQueryOptions } from './lecture';

export interface RenameLectureAttachmentInput {
  lectureId: number;
  attachmentId: number;
  name: string;
}

/** PATCH admin/lectures/{id}/attachments/{attachmentId}: the name students download it as. */
export function renameLectureAttachment({
  lectureId,
  attachmentId,
  name,
}: RenameLectureAttachmentInput) {
  return api(contentItemEndpoints.renameLectureAttachment, {
    params: { id: lectureId, attachmentId },
    body: { name },
  });
}

export function renameLectureAttachmentMutationOptions() {
  return mutationOptions({
    mutationKey: ['admin', 'content-items', 'lecture', 'attachment-rename'],
    mutationFn: renameLectureAttachment,
    onSuccess: (renamed, { lectureId }, _result, { client }) => {
      client.setQueryData(lectureQueryOptions(lectureId).queryKey, (lecture) =>
        lecture
          ? {
              ...lecture,
              attachments: lecture.attachments.map((a) => (a.id === renamed.id ? renamed : a)),
            }
          : lecture,
      );
    },
  });
}

export function useRenameLectureAttachment() {
  return useMutation(renameLectureAttachmentMutationOptions());
}
