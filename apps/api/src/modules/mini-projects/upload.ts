import {
  englishMessages,
  SUBMISSION_FILE_FIELD,
  SUBMISSION_FILE_MAX_BYTES,
} from '@academy/contracts';
import multipart from '@fastify/multipart';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { cleanFileName } from '../../lib/file-names.js';
import { badRequest, HttpError } from '../../lib/http-error.js';
import { unreadableForm } from '../../lib/unreadable-form.js';
import type { IncomingFile } from './service.js';

/*
 * The multipart side of an upload (POST mini-projects/{id}/files). Fastify's body limit
 * (1 MiB, for JSON) does not apply to multipart bodies: @fastify/multipart reads the stream
 * itself. Its limits here take one file of at most SUBMISSION_FILE_MAX_BYTES and a few small
 * fields, and a request that announces more than that file and its form's framing is refused
 * before a byte of it is read.
 */

/** Room for the multipart framing around the file: boundaries, part headers, a small field. */
export const UPLOAD_FORM_OVERHEAD_BYTES = 64 * 1024;

const fileTooLarge = () => new HttpError(413, 'ERR_FILE_TOO_LARGE');

/** The multipart parser, for the routes of the instance it is registered on only. */
export async function acceptUploads(app: FastifyInstance): Promise<void> {
  await app.register(multipart, {
    limits: {
      fileSize: SUBMISSION_FILE_MAX_BYTES,
      files: 1,
      fields: 10,
      fieldSize: 1024,
      parts: 11,
      headerPairs: 20,
    },
  });
}

/**
 * The request's file part (field `file`): its name at once, its bytes when read. Reading
 * stops at the size limit and answers 413 ERR_FILE_TOO_LARGE.
 */
export async function incomingFile(request: FastifyRequest): Promise<IncomingFile> {
  const announced = Number(request.headers['content-length']);
  if (announced > SUBMISSION_FILE_MAX_BYTES + UPLOAD_FORM_OVERHEAD_BYTES) throw fileTooLarge();
  if (!request.isMultipart()) throw badRequest('ERR_BAD_REQUEST');

  const part = await request.file().catch((error: unknown) => {
    throw unreadableForm(error);
  });
  if (!part || part.fieldname !== SUBMISSION_FILE_FIELD) {
    part?.file.resume();
    throw badRequest('ERR_VALIDATION', [
      { field: SUBMISSION_FILE_FIELD, message: englishMessages('required') },
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
