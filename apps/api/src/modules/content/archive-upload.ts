import { CONTENT_ARCHIVE_FIELD, CONTENT_ARCHIVE_MAX_BYTES } from '@academy/contracts';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import {
  acceptUploads,
  type IncomingUpload,
  incomingUpload,
  type UploadRules,
} from '../../lib/multipart-upload.js';

/*
 * A direction's zip to import (POST admin/directions/import), parsed in that route's own
 * instance only: one file of at most CONTENT_ARCHIVE_MAX_BYTES (lib/multipart-upload.ts).
 */
const archiveUpload: UploadRules = {
  field: CONTENT_ARCHIVE_FIELD,
  maxBytes: CONTENT_ARCHIVE_MAX_BYTES,
  fields: 5,
};

export const acceptArchiveUploads = (app: FastifyInstance) => acceptUploads(app, archiveUpload);

export const incomingArchive = (request: FastifyRequest): Promise<IncomingUpload> =>
  incomingUpload(request, archiveUpload);
