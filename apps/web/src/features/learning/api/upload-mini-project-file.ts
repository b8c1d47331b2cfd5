import { learningEndpoints, SUBMISSION_FILE_FIELD } from '@academy/contracts';
import { mutationOptions } from '@tanstack/react-query';
import { api } from '../../../shared/api/client';

export interface UploadMiniProjectFileInput {
  miniProjectId: number;
  file: File;
  /** Reports the share of the file sent, from 0 to 1. */
  onProgress: (fraction: number) => void;
  /** Cancels the upload. */
  signal: AbortSignal;
}

/**
 * POST mini-projects/{id}/files: stores a file for an answer (private: its owner and staff
 * may download it). Goes through XMLHttpRequest, which reports the upload's progress.
 */
export function uploadMiniProjectFile({
  miniProjectId,
  file,
  onProgress,
  signal,
}: UploadMiniProjectFileInput) {
  const body = new FormData();
  body.append(SUBMISSION_FILE_FIELD, file, file.name);
  return api(
    learningEndpoints.uploadMiniProjectFile,
    { params: { id: miniProjectId }, body },
    // The file's field says why a file was refused, next to it: no toast as well.
    { onUploadProgress: onProgress, signal, toast: false },
  );
}

/** Its own call, not `endpointMutation`: each upload has its progress and its signal. */
export const uploadMiniProjectFileMutation = mutationOptions({
  mutationKey: [learningEndpoints.uploadMiniProjectFile.operationId],
  mutationFn: uploadMiniProjectFile,
});
