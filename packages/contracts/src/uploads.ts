import { z } from 'zod';
import { fileIdSchema } from './common.js';

/*
 * Files a student attaches to a mini-project answer. The browser checks the extension and
 * the size before uploading; the server checks both again and, above all, the content: a
 * file is accepted only when its bytes are of the type its extension names.
 */

/** The largest file a mini-project answer takes. */
export const SUBMISSION_FILE_MAX_MEGABYTES = 10;
export const SUBMISSION_FILE_MAX_BYTES = SUBMISSION_FILE_MAX_MEGABYTES * 1024 * 1024;

/**
 * The accepted kinds: the content type the bytes must have, and the extensions that name it.
 * Text files have no signature; they must be UTF-8 without NUL bytes.
 */
export const submissionFileKinds = [
  { contentType: 'application/pdf', extensions: ['pdf'] },
  { contentType: 'application/zip', extensions: ['zip'] },
  { contentType: 'image/png', extensions: ['png'] },
  { contentType: 'image/jpeg', extensions: ['jpg', 'jpeg'] },
  { contentType: 'text/plain', extensions: ['txt', 'md'] },
] as const;

export type SubmissionContentType = (typeof submissionFileKinds)[number]['contentType'];

/** The lower-case extension of a file name ('' when it has none). */
export function fileExtension(name: string): string {
  const dot = name.lastIndexOf('.');
  return dot <= 0 ? '' : name.slice(dot + 1).toLowerCase();
}

/** The content type a file name's extension stands for, or null when it is not accepted. */
export function submissionContentTypeFor(name: string): SubmissionContentType | null {
  const extension = fileExtension(name);
  const kind = submissionFileKinds.find((k) =>
    (k.extensions as readonly string[]).includes(extension),
  );
  return kind?.contentType ?? null;
}

/** The `accept` attribute of a file input: the accepted extensions. */
export const submissionFileAccept = submissionFileKinds
  .flatMap((kind) => kind.extensions.map((extension) => `.${extension}`))
  .join(',');

/** The multipart field that carries the file. */
export const SUBMISSION_FILE_FIELD = 'file';

/** POST mini-projects/{id}/files: the stored file, to be named in the submission's answers. */
export const uploadedFileSchema = z.object({
  id: fileIdSchema,
  name: z.string(),
  size: z.number().int().nonnegative(),
  contentType: z.string(),
});
export type UploadedFile = z.infer<typeof uploadedFileSchema>;
