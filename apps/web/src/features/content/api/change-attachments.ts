import { type AdminLecture, contentItemEndpoints, SUBMISSION_FILE_FIELD } from '@academy/contracts';
import { mutationOptions, type QueryClient } from '@tanstack/react-query';
import { api } from '../../../shared/api/client';
import { endpointMutation } from '../../../shared/api/endpoint-query';
import { adminLectureQuery } from './queries';

/*
 * A lecture's attachments, changed one at a time; each answer goes into the lecture the
 * editor has cached, so the list shows it without reading the lecture again. Failures are
 * toasts.
 */

function changeAttachments(
  client: QueryClient,
  lectureId: number | string,
  change: (attachments: AdminLecture['attachments']) => AdminLecture['attachments'],
) {
  client.setQueryData(adminLectureQuery(Number(lectureId)).queryKey, (lecture) =>
    lecture ? { ...lecture, attachments: change(lecture.attachments) } : lecture,
  );
}

export interface UploadLectureAttachmentInput {
  lectureId: number;
  file: File;
  /** Reports the share of the file sent, from 0 to 1. */
  onProgress: (fraction: number) => void;
}

/**
 * POST admin/lectures/{id}/attachments: stores a public file and attaches it last. Goes
 * through XMLHttpRequest, which reports the upload's progress; its own call, not
 * `endpointMutation`, since each upload has its progress.
 */
export const uploadLectureAttachmentMutation = mutationOptions({
  mutationKey: [contentItemEndpoints.uploadLectureAttachment.operationId],
  mutationFn: ({ lectureId, file, onProgress }: UploadLectureAttachmentInput) => {
    const body = new FormData();
    body.append(SUBMISSION_FILE_FIELD, file, file.name);
    return api(
      contentItemEndpoints.uploadLectureAttachment,
      { params: { id: lectureId }, body },
      { onUploadProgress: onProgress },
    );
  },
  onSuccess: (attachment, { lectureId }, _result, { client }) =>
    changeAttachments(client, lectureId, (attachments) => [...attachments, attachment]),
});

/** PATCH admin/lectures/{id}/attachments/{attachmentId}: the name students download it as. */
export const renameLectureAttachmentMutation = endpointMutation(
  contentItemEndpoints.renameLectureAttachment,
  {
    onSuccess: (renamed, { params }, _result, { client }) =>
      changeAttachments(client, params.id, (attachments) =>
        attachments.map((a) => (a.id === renamed.id ? renamed : a)),
      ),
  },
);

/** DELETE admin/lectures/{id}/attachments/{attachmentId}: the attachment and its file. */
export const removeLectureAttachmentMutation = endpointMutation(
  contentItemEndpoints.deleteLectureAttachment,
  {
    onSuccess: (_answer, { params }, _result, { client }) =>
      changeAttachments(client, params.id, (attachments) =>
        attachments.filter((a) => a.id !== Number(params.attachmentId)),
      ),
  },
);

/** PUT admin/lectures/{id}/attachment-order: every attachment's id, in the new order. */
export const reorderLectureAttachmentsMutation = endpointMutation(
  contentItemEndpoints.reorderLectureAttachments,
  {
    onSuccess: (attachments, { params }, _result, { client }) =>
      changeAttachments(client, params.id, () => attachments),
  },
);
