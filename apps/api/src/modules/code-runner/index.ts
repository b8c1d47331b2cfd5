/**
 * Grading code exercises in a sandbox (ARCHITECTURE.md, "Code exercises: the sandbox"):
 * `createCodeRunner()` once per process (the app's `codeRunner`, plugins/app/code-runner.ts),
 * then `await runner.grade(exercise, code)`, or `gradeInFull` for what the server keeps.
 */
export {
  type CodeRunner,
  type CodeRunnerOptions,
  createCodeRunner,
  gradeForRequest,
  studentCodeRunResultOf,
} from './code-runner.js';
export { CodeRunnerBusyError, defaultPoolSize } from './pool.js';
