import type { UploadedFile } from '@academy/contracts';
import { badRequest } from '../../lib/http-error.js';
import type { IncomingUpload } from '../../lib/multipart-upload.js';
import type { FilesService } from '../files/index.js';
import { submissionFileType } from './file-check.js';

/**
 * Stores an upload as a private file of `userId` (downloaded by them, and by whoever the
 * module serving it lets: staff, a thread's readers), once `allowed` passed: a refusal
 * discards the upload unread. The extension must be accepted and the bytes of the type it
 * names (file-check.ts), else 400 ERR_INVALID_FILE_TYPE. A mini project's answer files and
 * a thread's files are stored this way.
 */
export async function storePrivateUpload(
  files: FilesService,
  userId: number,
  file: IncomingUpload,
  allowed: () => Promise<unknown>,
): Promise<UploadedFile> {
  try {
    await allowed();
  } catch (error) {
    file.discard();
    throw error;
  }
  const data = await file.read();
  const contentType = await submissionFileType(file.name, data);
  if (contentType === null) throw badRequest('ERR_INVALID_FILE_TYPE');
  const stored = await files.save({
    data,
    contentType,
    originalName: file.name,
    createdBy: userId,
    visibility: 'private',
  });
  return {
    id: stored.id,
    name: stored.originalName ?? stored.id,
    size: stored.size,
    contentType: stored.contentType,
  };
}
