/**
 * Tests: questions, attempts scored by the server, the paid retake (ARCHITECTURE.md,
 * "Learning"). Staff reviews read attempts through the repository and lock and decide them
 * in their unit of work (`lockAttempt`, `saveAttemptReview`).
 */
export { lockAttempt, saveAttemptReview } from './attempt-reviews.js';
export {
  type AttemptForReview,
  createTasksRepository,
  type TaskAssignmentRecord,
  type TaskQuestion,
  type TasksRepository,
} from './repository.js';
