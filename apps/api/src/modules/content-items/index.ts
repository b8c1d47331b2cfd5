/**
 * The content editors (ARCHITECTURE.md, "The staff area", "Content editors"). Its routes'
 * plugin (routes.ts) goes into the staff group; the content's import and export write and
 * read questions through it.
 */
export { type ReferenceFailure, referenceFailures } from './code-check.js';
export {
  addMiniProjectQuestions,
  addTaskQuestions,
  type NewProjectQuestion,
  type NewTaskQuestion,
  questionsOfMiniProjects,
  questionsOfTasks,
} from './questions-transfer.js';
