/**
 * Mini projects (ARCHITECTURE.md, "Learning"): the submission history the mentors' review
 * shows as the student sees it.
 */

/** The upload's checks, which lecture attachments (modules/content-items) take too. */
export { submissionFileType } from './file-check.js';
export { storePrivateUpload } from './private-upload.js';
export type { IncomingFile } from './service.js';
export {
  createSubmissionHistory,
  type SubmissionHistory,
  submittedFilePath,
} from './submissions.js';
export { acceptUploads, incomingFile } from './upload.js';
