import type { CodeLanguage, CodeRunErrorKind } from '@academy/contracts';

/*
 * What the pool and its worker threads say to each other (sandbox-worker.mjs is plain
 * JavaScript: these types are its contract). ARCHITECTURE.md, "Code exercises: the sandbox".
 */

/** The limits every worker is started with. */
export interface SandboxLimits {
  /** QuickJS's runtime memory limit and the cap on each engine's WebAssembly memory. */
  memoryBytes: number;
  /** QuickJS's stack size. */
  stackBytes: number;
  /** Captured console/print output per test, in characters. */
  outputBytes: number;
  /** A returned value's JSON, in characters. */
  valueBytes: number;
  /** Rows of a query's result read at most. */
  maxRows: number;
}

/** One test as the worker runs it: never an expected value. */
export type WorkerTest =
  | { kind: 'io'; argsJson: string }
  | { kind: 'assertion'; code: string }
  | { kind: 'rows'; data: string };

export interface WorkerJob {
  id: number;
  language: CodeLanguage;
  code: string;
  functionName: string | null;
  timeLimitMs: number;
  sqlSchema: string;
  tests: WorkerTest[];
}

export interface WorkerError {
  kind: CodeRunErrorKind | 'exercise';
  name: string;
  message: string;
  line: number | null;
  /** The error came from an assertion test's own code, not the student's. */
  inTest?: boolean;
}

/** What one test did, raw: the pool compares and words it. */
export interface WorkerOutcome {
  status: 'ok' | 'error';
  /** The JSON text of the returned value, or of `{ columns, rows }` for a query. */
  value?: string;
  error?: WorkerError;
  stdout: string;
  stdoutTruncated: boolean;
  rowsTruncated?: boolean;
  /** SQL: something outlived the run's transaction, so the worker is replaced. */
  dirty?: boolean;
  timeMs: number;
}

export type WorkerMessage =
  | { type: 'ready' }
  | { type: 'asset'; name: 'pyodideSnapshot' | 'pgliteTemplate'; bytes: Uint8Array }
  | { type: 'test-start'; id: number; index: number }
  | { type: 'test-done'; id: number; index: number; outcome: WorkerOutcome }
  | { type: 'done'; id: number; wasmBytes: number }
  | { type: 'failed'; id: number; message: string };
