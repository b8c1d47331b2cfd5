import { contentItemEndpoints, SUBMISSION_FILE_FIELD } from '@academy/contracts';
import { mutationOptions, useMutation } from '@tanstack/react-query';
import { api } from '../../../shared/api/client';
import { lectureQueryOptions } from './lecture';

export interface UploadLectureAttachmentInput {
  lectureId: number;
  file: File;
  /** Reports the share of the file sent, from 0 to 1. */
  onProgress: (fraction: number) => void;
}

/**
 * POST admin/lectures/{id}/attachments: stores a public file and attaches it last. Goes
 * through XMLHttpRequest, which reports the upload's progress. A refusal is a toast.
 */
export function uploadLectureAttachment({
  lectureId,
  file,
  onProgress,
}: UploadLectureAttachmentInput) {
  const body = new FormData();
  body.append(SUBMISSION_FILE_FIELD, file, file.name);
  return api(
    contentItemEndpoints.uploadLectureAttachment,
    { params: { id: lectureId }, body },
    { onUploadProgress: onProgress },
  );
}

export function uploadLectureAttachmentMutationOptions() {
  return mutationOptions({
    mutationKey: ['admin', 'content-items', 'lecture', 'attachment-upload'],
    mutationFn: uploadLectureAttachment,
    onSuccess: (attachment, { lectureId }, _result, { client }) => {
      client.setQueryData(lectureQueryOptions(lectureId).queryKey, (lecture) =>
        lecture ? { ...lecture, attachments: [...lecture.attachments, attachment] } : lecture,
      );
    },
  });
}

export function useUploadLectureAttachment() {
  return useMutation(uploadLectureAttachmentMutationOptions());
}
