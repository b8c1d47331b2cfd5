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

/* Running one test. The engines are described by what these functions use of them, so that
   the package imports none: each side hands in the engines it loaded its own way. */

/** A test as an engine runs it, without its expected value (the API's WorkerTest). */
export type EngineTest =
  | { kind: 'io'; argsJson: string }
  | { kind: 'assertion'; code: string }
  | { kind: 'rows'; data: string };

/** What a test's run reads of its job. */
export interface EngineJob {
  code: string;
  functionName: string | null;
  timeLimitMs: number;
  sqlSchema: string;
}

/** The sandbox's limits (the API's SandboxLimits, the browser's browserLimits). */
export interface EngineLimits {
  memoryBytes: number;
  stackBytes: number;
  outputBytes: number;
  valueBytes: number;
  maxRows: number;
}

/** quickjs-emscripten's QuickJSHandle, as used here. */
export interface QuickJsHandle {
  dispose(): void;
}
export type QuickJsResult<T> = { value: T; error?: undefined } | { error: QuickJsHandle };
/** quickjs-emscripten's QuickJSContext, as used here. */
export interface QuickJsContext {
  readonly global: QuickJsHandle;
  newFunction(name: string, fn: (handle: QuickJsHandle) => void): QuickJsHandle;
  newString(text: string): QuickJsHandle;
  getString(handle: QuickJsHandle): string;
  setProp(target: QuickJsHandle, key: string, value: QuickJsHandle): void;
  evalCode(code: string, filename: string): QuickJsResult<QuickJsHandle>;
  unwrapResult(result: QuickJsResult<QuickJsHandle>): QuickJsHandle;
  dump(handle: QuickJsHandle): unknown;
  getPromiseState(
    handle: QuickJsHandle,
  ):
    | { type: 'pending' }
    | { type: 'fulfilled'; value: QuickJsHandle }
    | { type: 'rejected'; error: QuickJsHandle };
  dispose(): void;
}
/** quickjs-emscripten's QuickJSRuntime, as used here. */
export interface QuickJsRuntime {
  setMemoryLimit(bytes: number): void;
  setMaxStackSize(bytes: number): void;
  setInterruptHandler(handler: () => boolean): void;
  newContext(): QuickJsContext;
  executePendingJobs(): QuickJsResult<number>;
  dispose(): void;
}
/** quickjs-emscripten's QuickJSWASMModule, as used here. */
export interface QuickJsModule {
  newRuntime(): QuickJsRuntime;
}

export function engineTestOf(test: GradedTest): EngineTest;

export function runJavaScriptTest(
  quickJs: QuickJsModule,
  strip: ((code: string) => string | Promise<string>) | null,
  job: EngineJob,
  test: EngineTest,
  limits: EngineLimits,
): Promise<RawOutcome>;

/** `pythonSetup`'s `_academy_run`, as Pyodide hands it to JavaScript. */
export interface PythonRun {
  (kind: string, code: string, functionName: string, argsJson: string, testCode: string): string;
  destroy(): void;
}
/** Pyodide's PyodideAPI, as used here. */
export interface PyodideInterpreter {
  runPython(code: string): unknown;
  /**
   * The PyProxy of Python's globals, on which `get(name)` and `delete(name)` are called
   * (Pyodide's type for it names no methods, only any property).
   */
  globals: { [name: string]: unknown };
  setStdout(options: { write: (bytes: Uint8Array) => number }): void;
  setStderr(options: { write: (bytes: Uint8Array) => number }): void;
}

export function pythonRunner(py: PyodideInterpreter): PythonRun;
export function runPythonTest(
  py: PyodideInterpreter,
  run: PythonRun,
  job: EngineJob,
  test: EngineTest,
  limits: EngineLimits,
  onStart: () => void,
): RawOutcome;

/** PGlite's Transaction, as used here. */
export interface SqlTransaction {
  exec(sql: string): Promise<unknown>;
  query(
    sql: string,
    params?: unknown[],
    options?: { rowMode: 'array' },
  ): Promise<{ rows: unknown[]; fields: { name: string }[] }>;
  rollback(): Promise<unknown>;
}
/** PGlite, as used here. */
export interface SqlDatabase {
  transaction<T>(callback: (tx: SqlTransaction) => Promise<T>): Promise<T>;
}

export function runSqlTest<Db extends SqlDatabase>(
  db: Db,
  job: EngineJob,
  test: EngineTest,
  limits: EngineLimits,
  after?: (db: Db) => Promise<Record<string, unknown>>,
): Promise<RawOutcome>;
