/**
 * Grading code exercises in a sandbox (ARCHITECTURE.md, "Code exercises: the sandbox"):
 * `createCodeRunner()` once per process, then `await runner.grade(exercise, code)`.
 */
export { type CodeRunner, type CodeRunnerOptions, createCodeRunner } from './code-runner.js';
export { CodeRunnerBusyError, defaultPoolSize } from './pool.js';
