/**
 * Mini projects (ARCHITECTURE.md, "Learning"): the repository the unit of work builds, and
 * the submission history the mentors' review shows as the student sees it.
 */
export { createMiniProjectsRepository, type MiniProjectsRepository } from './repository.js';
export {
  createSubmissionHistory,
  type SubmissionHistory,
  submittedFilePath,
} from './submissions.js';
