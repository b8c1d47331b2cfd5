// Types of index.js (plain JavaScript, so that Node loads it as it is in a worker thread).

/** Why a test did not run to its end (contracts' CodeRunErrorKind), or the exercise's fault. */
export type RunErrorKind =
  | 'compile'
  | 'runtime'
  | 'time_limit'
  | 'memory_limit'
  | 'internal'
  | 'exercise';

/** A test's error as an engine raised it. */
export interface RawError {
  kind: RunErrorKind;
  name: string;
  message: string;
  line: number | null;
  /** The error came from an assertion test's own code, not the student's. */
  inTest?: boolean;
}

/** What one test did, raw: the value as JSON text, or the error; the output. */
export interface RawOutcome {
  status: 'ok' | 'error';
  value?: string;
  error?: RawError;
  stdout: string;
  stdoutTruncated: boolean;
  rowsTruncated?: boolean;
  timeMs: number;
}

/** A test's error as the student reads it (contracts' CodeRunError). */
export interface ShownError {
  kind: Exclude<RunErrorKind, 'exercise'>;
  name: string;
  message: string;
  line: number | null;
}

/** The limits `errorOf` words (the sandbox's). */
export interface WordedLimits {
  memoryBytes: number;
  maxRows: number;
}

export interface Rows {
  columns: string[];
  rows: unknown[][];
}

/** A test as contracts' CodeTest has it (only what the rules read). */
export type GradedTest =
  | { kind: 'io'; args: unknown[]; expected: unknown }
  | { kind: 'assertion'; code: string }
  | { kind: 'rows'; data: string; expected: Rows };

export function outputBuffer(limit: number): {
  write(chunk: string): void;
  result(): { stdout: string; stdoutTruncated: boolean };
};
export function cut(text: string, max?: number): string;

export const javaScriptPrelude: string;
export function javaScriptCall(functionName: string): string;
export const typeScriptTransform: {
  transforms: ['typescript'];
  disableESTransforms: true;
  filePath: string;
};
export function lineIn(text: string | undefined, file: string): number | null;
export function quickJsError(dumped: unknown, deadlinePassed: boolean, file: string): RawError;
export function typeScriptError(error: unknown): RawError;

export const pythonSetup: string;

export const sqlSetup: string;
export const sqlSession: string;
export const sqlCursorPrefix: string;
export function queryLine(query: string, position: unknown, prefixLength?: number): number | null;
export function jsonCell(value: unknown): unknown;
export function sqlQueryOf(code: string): string;
export function sqlError(error: unknown, query: string): RawError;

export function jsonEqual(a: unknown, b: unknown): boolean;
export function rowsEqual(actual: Rows, expected: Rows, ordered: boolean): boolean;
export function parsedValue(value: string | undefined): unknown;
export function passes(test: GradedTest, outcome: RawOutcome, ordered: boolean): boolean;
export function errorOf(
  outcome: RawOutcome,
  timeLimitMs: number,
  limits: WordedLimits,
): ShownError | null;
export function inputOf(test: GradedTest): unknown;
