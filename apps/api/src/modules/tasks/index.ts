/**
 * Tests: questions, attempts scored by the server, the paid retake (ARCHITECTURE.md,
 * "Learning"). Other parts of the API use the repository: the unit of work builds it, and
 * staff reviews read and decide attempts through it.
 */
export {
  type AttemptForReview,
  createTasksRepository,
  type TaskAssignmentRecord,
  type TaskQuestion,
  type TasksRepository,
} from './repository.js';
