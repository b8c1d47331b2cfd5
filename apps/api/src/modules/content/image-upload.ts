import { DIRECTION_IMAGE_FIELD, DIRECTION_IMAGE_MAX_BYTES } from '@academy/contracts';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import {
  acceptUploads,
  type IncomingUpload,
  incomingUpload,
  type UploadRules,
} from '../../lib/multipart-upload.js';

/*
 * A direction's picture (POST admin/directions/{id}/image), parsed in that route's own
 * instance only, like the students' uploads: one file of at most DIRECTION_IMAGE_MAX_BYTES
 * (lib/multipart-upload.ts).
 */
const imageUpload: UploadRules = {
  field: DIRECTION_IMAGE_FIELD,
  maxBytes: DIRECTION_IMAGE_MAX_BYTES,
  fields: 5,
};

export const acceptImageUploads = (app: FastifyInstance) => acceptUploads(app, imageUpload);

export const incomingImage = (request: FastifyRequest): Promise<IncomingUpload> =>
  incomingUpload(request, imageUpload);
