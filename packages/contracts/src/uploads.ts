import { z } from 'zod';
import { fileIdSchema } from './common.js';

/*
 * Files a student attaches to a mini-project answer, and files an admin attaches to a
 * lecture: ONE list of accepted kinds for both (ARCHITECTURE.md, "Uploads and private
 * files"). The browser checks the extension and the size before uploading; the server
 * checks both again and, above all, the content: a file is accepted only when its bytes are
 * of the type its extension names.
 */

/** The largest file a mini-project answer or a lecture attachment takes. */
export const SUBMISSION_FILE_MAX_MEGABYTES = 10;
export const SUBMISSION_FILE_MAX_BYTES = SUBMISSION_FILE_MAX_MEGABYTES * 1024 * 1024;

/**
 * How a kind's bytes are checked: `signature` by the format's magic bytes (a ZIP's "PK"
 * header, a PDF's "%PDF"), `text` as UTF-8 without a NUL byte, `json` as such text that is
 * also valid JSON (a Jupyter notebook is JSON).
 */
export type UploadCheck = 'signature' | 'text' | 'json';

/**
 * The accepted kinds: the content type a file is stored and served with, how its bytes are
 * checked, and the extensions that name it. Source code and data of a programming course
 * are text: they are stored as text/plain and always served as attachments (never as a
 * page or a script), under their own extension. HTML and SVG stay refused: a page is not
 * something a student hands in as a file here, and nobody should be given one to open.
 */
export const submissionFileKinds = [
  { contentType: 'application/pdf', check: 'signature', extensions: ['pdf'] },
  { contentType: 'application/zip', check: 'signature', extensions: ['zip'] },
  { contentType: 'image/png', check: 'signature', extensions: ['png'] },
  { contentType: 'image/jpeg', check: 'signature', extensions: ['jpg', 'jpeg'] },
  { contentType: 'text/plain', check: 'json', extensions: ['json', 'ipynb'] },
  {
    contentType: 'text/plain',
    check: 'text',
    extensions: [
      'txt',
      'md',
      'csv',
      'tsv',
      'py',
      'r',
      'sql',
      'js',
      'ts',
      'jsx',
      'tsx',
      'css',
      'java',
      'kt',
      'c',
      'h',
      'cpp',
      'cs',
      'go',
      'rs',
      'php',
      'rb',
      'swift',
      'sh',
      'yaml',
      'yml',
      'toml',
      'log',
    ],
  },
] as const satisfies readonly {
  contentType: string;
  check: UploadCheck;
  extensions: readonly string[];
}[];

export type SubmissionFileKind = (typeof submissionFileKinds)[number];
export type SubmissionContentType = SubmissionFileKind['contentType'];

/** The lower-case extension of a file name ('' when it has none). */
export function fileExtension(name: string): string {
  const dot = name.lastIndexOf('.');
  return dot <= 0 ? '' : name.slice(dot + 1).toLowerCase();
}

/** The accepted kind a file name's extension names, or null when it is not accepted. */
export function submissionFileKindFor(name: string): SubmissionFileKind | null {
  const extension = fileExtension(name);
  return (
    submissionFileKinds.find((k) => (k.extensions as readonly string[]).includes(extension)) ?? null
  );
}

/** The content type a file name's extension stands for, or null when it is not accepted. */
export function submissionContentTypeFor(name: string): SubmissionContentType | null {
  return submissionFileKindFor(name)?.contentType ?? null;
}

/** Every accepted extension with its dot, in the list's order: ".pdf", ".zip", … */
export const submissionFileExtensions: readonly string[] = submissionFileKinds.flatMap((kind) =>
  kind.extensions.map((extension) => `.${extension}`),
);

/** The `accept` attribute of a file input: the accepted extensions. */
export const submissionFileAccept = submissionFileExtensions.join(',');

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
