import { learningEndpoints } from '@academy/contracts';
import { mutationOptions } from '@tanstack/react-query';
import { api } from './client';
import { saveFile } from './save-file';

export interface DownloadSubmittedFileInput {
  fileId: string;
  name: string;
}

/**
 * GET files/{fileId}: a file the student attached to an answer. It is private, so it is
 * fetched with the session's bearer (a plain link would carry none), then saved. The student's
 * mini project page and the review of it both offer it.
 */
export async function downloadSubmittedFile({ fileId, name }: DownloadSubmittedFileInput) {
  const blob = await api(learningEndpoints.getSubmittedFile, { params: { fileId } });
  saveFile(blob as Blob, name);
}

export const downloadSubmittedFileMutation = mutationOptions({
  mutationKey: [learningEndpoints.getSubmittedFile.operationId],
  mutationFn: downloadSubmittedFile,
});
