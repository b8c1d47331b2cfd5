import { englishMessages } from '@academy/contracts';
import multipart from '@fastify/multipart';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { cleanFileName } from './file-names.js';
import { badRequest, HttpError } from './http-error.js';
import { unreadableForm } from './unreadable-form.js';

/*
 * The multipart side of every upload (ARCHITECTURE.md, "Uploads and private files"): a
 * student's answer file, a lecture's attachment, a direction's picture. Fastify's body limit
 * (1 MiB, for JSON) does not apply to multipart bodies: @fastify/multipart reads the stream
 * itself, in the instance it is registered on only. Its limits take one file of at most
 * `maxBytes` and a few small fields, and a request that announces more than that file and
 * its form's framing is refused before a byte of it is read.
 */

/** What an upload route takes: the file's field and size, and the small fields beside it. */
export interface UploadRules {
  field: string;
  maxBytes: number;
  /** How many small fields the form may carry besides the file. */
  fields: number;
}

/** An uploaded file part: its client-given name, and its bytes, read when asked for. */
export interface IncomingUpload {
  name: string;
  read(): Promise<Buffer>;
  /** Lets the bytes go unread (the upload is refused before they are needed). */
  discard(): void;
}

/** Room for the multipart framing around the file: boundaries, part headers, a small field. */
export const UPLOAD_FORM_OVERHEAD_BYTES = 64 * 1024;

const fileTooLarge = () => new HttpError(413, 'ERR_FILE_TOO_LARGE');

/** The multipart parser, for the routes of the instance it is registered on only. */
export async function acceptUploads(app: FastifyInstance, rules: UploadRules): Promise<void> {
  await app.register(multipart, {
    limits: {
      fileSize: rules.maxBytes,
      files: 1,
      fields: rules.fields,
      fieldSize: 1024,
      parts: rules.fields + 1,
      headerPairs: 20,
    },
  });
}

/**
 * The request's file part (the rules' field): its name at once, its bytes when read.
 * Reading stops at the size limit and answers 413 ERR_FILE_TOO_LARGE; a form the parser
 * cannot read is 400 ERR_BAD_REQUEST.
 */
export async function incomingUpload(
  request: FastifyRequest,
  rules: UploadRules,
): Promise<IncomingUpload> {
  const announced = Number(request.headers['content-length']);
  if (announced > rules.maxBytes + UPLOAD_FORM_OVERHEAD_BYTES) throw fileTooLarge();
  if (!request.isMultipart()) throw badRequest('ERR_BAD_REQUEST');

  const part = await request.file().catch((error: unknown) => {
    throw unreadableForm(error);
  });
  if (!part || part.fieldname !== rules.field) {
    part?.file.resume();
    throw badRequest('ERR_VALIDATION', [
      { field: rules.field, message: englishMessages('required') },
    ]);
  }
  return {
    name: cleanFileName(part.filename),
    async read() {
      const chunks: Buffer[] = [];
      let size = 0;
      try {
        for await (const chunk of part.file as AsyncIterable<Buffer>) {
          chunks.push(chunk);
          size += chunk.length;
        }
      } catch (error) {
        throw unreadableForm(error);
      }
      if (part.file.truncated) throw fileTooLarge();
      return Buffer.concat(chunks, size);
    },
    discard() {
      part.file.resume();
    },
  };
}
