import {
  DIRECTION_IMAGE_FIELD,
  DIRECTION_IMAGE_MAX_BYTES,
  englishMessages,
} from '@academy/contracts';
import multipart from '@fastify/multipart';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { cleanFileName } from '../../lib/file-names.js';
import { badRequest, HttpError } from '../../lib/http-error.js';
import { unreadableForm } from '../../lib/unreadable-form.js';
import type { IncomingImage } from './service.js';

/*
 * The multipart side of a direction's picture (POST admin/directions/{id}/image), parsed in
 * that route's own instance only, like the students' uploads (ARCHITECTURE.md, "Uploads and
 * private files"): one file of at most DIRECTION_IMAGE_MAX_BYTES, refused before a byte is
 * read when the request announces more.
 */

/** Room for the multipart framing around the file. */
const FORM_OVERHEAD_BYTES = 64 * 1024;

const tooLarge = () => new HttpError(413, 'ERR_FILE_TOO_LARGE');

export async function acceptImageUploads(app: FastifyInstance): Promise<void> {
  await app.register(multipart, {
    limits: {
      fileSize: DIRECTION_IMAGE_MAX_BYTES,
      files: 1,
      fields: 5,
      fieldSize: 1024,
      parts: 6,
      headerPairs: 20,
    },
  });
}

export async function incomingImage(request: FastifyRequest): Promise<IncomingImage> {
  const announced = Number(request.headers['content-length']);
  if (announced > DIRECTION_IMAGE_MAX_BYTES + FORM_OVERHEAD_BYTES) throw tooLarge();
  if (!request.isMultipart()) throw badRequest('ERR_BAD_REQUEST');
  const part = await request.file().catch((error: unknown) => {
    throw unreadableForm(error);
  });
  if (!part || part.fieldname !== DIRECTION_IMAGE_FIELD) {
    part?.file.resume();
    throw badRequest('ERR_VALIDATION', [
      { field: DIRECTION_IMAGE_FIELD, message: englishMessages('required') },
    ]);
  }
  return {
    name: cleanFileName(part.filename),
    async read() {
      const chunks: Buffer[] = [];
      try {
        for await (const chunk of part.file as AsyncIterable<Buffer>) chunks.push(chunk);
      } catch (error) {
        throw unreadableForm(error);
      }
      if (part.file.truncated) throw tooLarge();
      return Buffer.concat(chunks);
    },
    discard() {
      part.file.resume();
    },
  };
}
