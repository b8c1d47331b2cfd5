import { learningEndpoints } from '@academy/contracts';
import { mutationOptions, useMutation } from '@tanstack/react-query';
import { api } from '../../../shared/api/client';
import { saveFile } from '../../../shared/api/save-file';

export interface DownloadReviewFileInput {
  fileId: string;
  name: string;
}

/**
 * GET files/{fileId}: a file a student attached to an answer. It is private (its owner and
 * staff), so it is fetched with the session's bearer, then saved under its own name.
 */
export async function downloadReviewFile({ fileId, name }: DownloadReviewFileInput) {
  const blob = await api(learningEndpoints.getSubmittedFile, { params: { fileId } });
  saveFile(blob as Blob, name);
}

export function downloadReviewFileMutationOptions() {
  return mutationOptions({
    mutationKey: ['reviews', 'download-file'],
    mutationFn: downloadReviewFile,
  });
}

export function useDownloadReviewFile() {
  return useMutation(downloadReviewFileMutationOptions());
}
