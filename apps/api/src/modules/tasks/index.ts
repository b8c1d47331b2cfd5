/**
 * Tests: questions, attempts scored by the server, the paid retake (ARCHITECTURE.md,
 * "Learning"). Other modules use the repository (the unit of work builds it; staff reviews
 * read and decide attempts through it) and the scoring rules.
 */
export {
  type AttemptForReview,
  createTasksRepository,
  type TaskAssignmentRecord,
  type TaskQuestion,
  type TasksRepository,
} from './repository.js';
export { isChoiceRight, maxScoreOf } from './scoring.js';
