import { SUBMISSION_FILE_FIELD, SUBMISSION_FILE_MAX_BYTES } from '@academy/contracts';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import {
  acceptUploads as acceptFileUploads,
  type IncomingUpload,
  incomingUpload,
  type UploadRules,
} from '../../lib/multipart-upload.js';

/*
 * A file of a student's answer (POST mini-projects/{id}/files) or of a lecture
 * (POST admin/lectures/{id}/attachments): one file of at most SUBMISSION_FILE_MAX_BYTES
 * and a few small fields (lib/multipart-upload.ts).
 */
const submissionUpload: UploadRules = {
  field: SUBMISSION_FILE_FIELD,
  maxBytes: SUBMISSION_FILE_MAX_BYTES,
  fields: 10,
};

export { UPLOAD_FORM_OVERHEAD_BYTES } from '../../lib/multipart-upload.js';

/** The multipart parser, for the routes of the instance it is registered on only. */
export const acceptUploads = (app: FastifyInstance) => acceptFileUploads(app, submissionUpload);

/** The request's `file` part: its name at once, its bytes when read. */
export const incomingFile = (request: FastifyRequest): Promise<IncomingUpload> =>
  incomingUpload(request, submissionUpload);
