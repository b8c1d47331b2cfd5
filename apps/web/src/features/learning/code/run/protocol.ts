import type { RunJob } from './harness';
import type { RunReport } from './run-examples';

/** What the page asks the worker (code-run.worker.ts): run these tests from `first` on. */
export interface RunRequest {
  job: RunJob;
  first: number;
}

/** What the worker says: the runner's reports, then `done` or `failed`. */
export type WorkerReport = RunReport | { type: 'done' } | { type: 'failed'; message: string };
