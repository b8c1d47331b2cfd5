import type { CodeRunResult, StudentCodeExercise } from '@academy/contracts';
import { examplesResult, jobOf, type RunOutcome } from './harness';
import type { RunRequest, WorkerReport } from './protocol';

/*
 * The page's side of "Run examples": a worker per run (code-run.worker.ts) and a watchdog.
 * QuickJS stops itself at the time limit; Python and SQL in a browser cannot be interrupted
 * from outside, so a test that overstays its limit has its worker terminated, is reported as
 * over the time limit, and the tests after it go on in a new worker. The page's thread never
 * runs the student's code, so it never freezes.
 */

/** How long past its limit a test may take before its worker is terminated. */
export const GRACE_MS = 250;
/** Loading an engine (Pyodide is some 13 MB) may take this long before the run gives up. */
export const LOAD_TIMEOUT_MS = 90_000;

export type RunProgress = { phase: 'loading' } | { phase: 'running'; index: number; count: number };

export type RunEnd =
  | { status: 'done'; result: CodeRunResult }
  | { status: 'failed'; message: string }
  | { status: 'cancelled' };

export interface ExampleRun {
  /** Settles once: the examples' result, a failure to run at all, or the run stopped. */
  ended: Promise<RunEnd>;
  /** Stops the run now (its worker terminated). */
  cancel: () => void;
}

export type WorkerFactory = () => Worker;

const startWorker: WorkerFactory = () =>
  new Worker(new URL('./code-run.worker.ts', import.meta.url), { type: 'module' });

function overTime(timeLimitMs: number): RunOutcome {
  return {
    status: 'error',
    error: { kind: 'time_limit', name: 'TimeLimitExceeded', message: 'stopped', line: null },
    stdout: '',
    stdoutTruncated: false,
    timeMs: timeLimitMs,
  };
}

/** Runs `code` on the exercise's visible examples in a worker. Nothing is recorded. */
export function runExamplesInBrowser(
  exercise: StudentCodeExercise,
  code: string,
  onProgress: (progress: RunProgress) => void,
  createWorker: WorkerFactory = startWorker,
): ExampleRun {
  const job = jobOf(exercise, code);
  const count = job.tests.length;
  const outcomes: RunOutcome[] = [];
  let worker: Worker | null = null;
  let timer: ReturnType<typeof setTimeout> | undefined;
  let finish: (end: RunEnd) => void = () => undefined;
  const ended = new Promise<RunEnd>((resolve) => {
    finish = (end) => {
      clearTimeout(timer);
      worker?.terminate();
      worker = null;
      finish = () => undefined;
      resolve(end);
    };
  });
  const arm = (ms: number, onExpiry: () => void) => {
    clearTimeout(timer);
    timer = setTimeout(onExpiry, ms);
  };

  const start = (first: number) => {
    worker?.terminate();
    if (first >= count) {
      finish({ status: 'done', result: examplesResult(exercise, outcomes) });
      return;
    }
    onProgress({ phase: 'loading' });
    const current = createWorker();
    worker = current;
    arm(LOAD_TIMEOUT_MS, () =>
      finish({ status: 'failed', message: 'The code engine took too long to load.' }),
    );
    current.onmessage = (event: MessageEvent<WorkerReport>) => {
      if (worker !== current) return;
      const report = event.data;
      switch (report.type) {
        case 'engine-ready':
          clearTimeout(timer);
          break;
        case 'test-start':
          onProgress({ phase: 'running', index: report.index, count });
          arm(job.timeLimitMs + GRACE_MS, () => {
            outcomes[report.index] = overTime(job.timeLimitMs);
            start(report.index + 1);
          });
          break;
        case 'test-done':
          clearTimeout(timer);
          outcomes[report.index] = report.outcome;
          break;
        case 'done':
          finish({ status: 'done', result: examplesResult(exercise, outcomes) });
          break;
        case 'failed':
          finish({ status: 'failed', message: report.message });
          break;
      }
    };
    current.onerror = (event) => {
      event.preventDefault();
      finish({ status: 'failed', message: event.message || 'The code engine could not start.' });
    };
    current.postMessage({ job, first } satisfies RunRequest);
  };

  start(0);
  return { ended, cancel: () => finish({ status: 'cancelled' }) };
}
