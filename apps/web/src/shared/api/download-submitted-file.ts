import { learningEndpoints } from '@academy/contracts';
import { mutationOptions, useMutation } from '@tanstack/react-query';
import { api } from '../../../shared/api/client';
import { saveFile } from '../../../shared/api/save-file';

export interface DownloadSubmittedFileInput {
  fileId: string;
  name: string;
}

/**
 * GET files/{fileId}: a file the student attached to an answer. It is private, so it is
 * fetched with the session's bearer (a plain link would carry none), then saved.
 */
export async function downloadSubmittedFile({ fileId, name }: DownloadSubmittedFileInput) {
  const blob = await api(learningEndpoints.getSubmittedFile, { params: { fileId } });
  saveFile(blob as Blob, name);
}

export function downloadSubmittedFileMutationOptions() {
  return mutationOptions({
    mutationKey: ['learning', 'download-submitted-file'],
    mutationFn: downloadSubmittedFile,
  });
}

export function useDownloadSubmittedFile() {
  return useMutation(downloadSubmittedFileMutationOptions());
}
