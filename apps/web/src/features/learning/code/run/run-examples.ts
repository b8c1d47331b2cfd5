import {
  cut,
  javaScriptCall,
  javaScriptPrelude,
  jsonCell,
  outputBuffer,
  pythonSetup,
  quickJsError,
  sqlCursorPrefix,
  sqlError,
  sqlQueryOf,
  sqlSession,
  sqlSetup,
  typeScriptError,
} from '@academy/code-grading';
import type { CodeTest } from '@academy/contracts';
import type { PGlite } from '@electric-sql/pglite';
import type { PyodideAPI } from 'pyodide';
import type { QuickJSWASMModule } from 'quickjs-emscripten-core';
import type { RunJob, RunLimits, RunOutcome } from './harness';

/*
 * The engines' part of "Run examples": each example run in QuickJS, Pyodide or PGlite the way
 * the server's sandbox-worker.mjs runs it, with the same rules (@academy/code-grading). The
 * engines are handed in, so the browser's worker (code-run.worker.ts, assets from our origin)
 * and the tests in Node (the packages' Node builds) run the very same code.
 */

export interface Engines {
  quickJs: () => Promise<QuickJSWASMModule>;
  /** sucrase's transform: strips TypeScript's types, keeping every line where it was. */
  stripTypes: () => Promise<(code: string) => string>;
  pyodide: () => Promise<PyodideAPI>;
  /** A new, empty in-memory database. */
  pglite: () => Promise<PGlite>;
}

/** What the runner reports as it goes: a test started (the watchdog's clock) or finished. */
export type RunReport =
  | { type: 'engine-ready' }
  | { type: 'test-start'; index: number }
  | { type: 'test-done'; index: number; outcome: RunOutcome };

async function runJavaScript(
  engine: QuickJSWASMModule,
  strip: ((code: string) => string) | null,
  job: RunJob,
  test: CodeTest,
  limits: RunLimits,
): Promise<RunOutcome> {
  const started = performance.now();
  const out = outputBuffer(limits.outputBytes);
  let source = job.code;
  if (strip) {
    try {
      source = strip(job.code);
    } catch (error) {
      return {
        status: 'error',
        error: typeScriptError(error),
        ...out.result(),
        timeMs: performance.now() - started,
      };
    }
  }
  const runtime = engine.newRuntime();
  const deadline = Date.now() + job.timeLimitMs;
  let interrupted = false;
  runtime.setMemoryLimit(limits.memoryBytes);
  runtime.setMaxStackSize(limits.stackBytes);
  runtime.setInterruptHandler(() => {
    if (Date.now() > deadline) interrupted = true;
    return interrupted;
  });
  const vm = runtime.newContext();
  const fail = (error: RunOutcome['error']): RunOutcome => ({
    status: 'error',
    error,
    ...out.result(),
    timeMs: performance.now() - started,
  });
  try {
    const write = vm.newFunction('__academyWrite', (handle) => {
      out.write(vm.getString(handle));
    });
    vm.setProp(vm.global, '__academyWrite', write);
    write.dispose();
    vm.unwrapResult(vm.evalCode(javaScriptPrelude, 'prelude.js')).dispose();

    const evaluate = (code: string, file: string) => {
      const result = vm.evalCode(code, file);
      if (result.error) {
        const dumped = vm.dump(result.error);
        result.error.dispose();
        return { error: quickJsError(dumped, interrupted, file) } as const;
      }
      return { value: result.value } as const;
    };

    const loaded = evaluate(source, 'solution.js');
    if (loaded.error) return fail(loaded.error);
    loaded.value.dispose();

    if (test.kind === 'assertion') {
      const checked = evaluate(test.code, 'test.js');
      if (checked.error) return fail(checked.error);
      checked.value.dispose();
      return { status: 'ok', ...out.result(), timeMs: performance.now() - started };
    }
    if (test.kind !== 'io') throw new Error(`a ${test.kind} test in ${job.language}`);

    const args = vm.newString(JSON.stringify(test.args));
    vm.setProp(vm.global, '__academyArgs', args);
    args.dispose();
    const call = evaluate(javaScriptCall(job.functionName ?? ''), 'call.js');
    if (call.error) return fail(call.error);
    const promise = call.value;
    const pending = runtime.executePendingJobs();
    if (pending.error) {
      const dumped = vm.dump(pending.error);
      pending.error.dispose();
      promise.dispose();
      return fail(quickJsError(dumped, interrupted, 'solution.js'));
    }
    const state = vm.getPromiseState(promise);
    promise.dispose();
    if (state.type === 'pending') {
      return fail({
        kind: 'runtime',
        name: 'Error',
        message: 'the function returned a promise that never settled',
        line: null,
      });
    }
    if (state.type === 'rejected') {
      const dumped = vm.dump(state.error);
      state.error.dispose();
      return fail(quickJsError(dumped, interrupted, 'solution.js'));
    }
    const value: unknown = vm.dump(state.value);
    state.value.dispose();
    return {
      status: 'ok',
      value: value === undefined ? undefined : cut(String(value), limits.valueBytes),
      ...out.result(),
      timeMs: performance.now() - started,
    };
  } finally {
    vm.dispose();
    runtime.dispose();
  }
}

type PythonRun = ((
  kind: string,
  code: string,
  functionName: string,
  argsJson: string,
  testCode: string,
) => string) & { destroy: () => void };

async function runPython(
  py: PyodideAPI,
  job: RunJob,
  tests: readonly CodeTest[],
  first: number,
  limits: RunLimits,
  report: (message: RunReport) => void,
) {
  py.runPython(pythonSetup);
  const run = py.globals.get('_academy_run') as PythonRun;
  py.globals.delete('_academy_run');
  try {
    for (let index = first; index < tests.length; index++) {
      const test = tests[index] as CodeTest;
      const out = outputBuffer(limits.outputBytes);
      const decoder = new TextDecoder();
      const write = (bytes: Uint8Array) => {
        out.write(decoder.decode(bytes));
        return bytes.length;
      };
      py.setStdout({ write });
      py.setStderr({ write });
      report({ type: 'test-start', index });
      const started = performance.now();
      let outcome: Omit<RunOutcome, 'stdout' | 'stdoutTruncated' | 'timeMs'>;
      try {
        outcome = JSON.parse(
          run(
            test.kind,
            job.code,
            job.functionName ?? '',
            test.kind === 'io' ? JSON.stringify(test.args) : '[]',
            test.kind === 'assertion' ? test.code : '',
          ),
        );
      } catch (error) {
        outcome = {
          status: 'error',
          error: {
            kind: /memory/i.test(String(error)) ? 'memory_limit' : 'runtime',
            name: 'Error',
            message: cut(String((error as Error)?.message ?? error)),
            line: null,
          },
        };
      }
      if (outcome.value !== undefined) outcome.value = cut(outcome.value, limits.valueBytes);
      report({
        type: 'test-done',
        index,
        outcome: { ...outcome, ...out.result(), timeMs: performance.now() - started },
      });
    }
  } finally {
    run.destroy();
  }
}

/** Sets a fresh database up as the server's is: the student's role, the exercise's schema. */
export async function prepareDatabase(db: PGlite): Promise<PGlite> {
  await db.exec(sqlSetup);
  await db.exec(sqlSession);
  return db;
}

async function runSql(
  db: PGlite,
  job: RunJob,
  test: CodeTest,
  limits: RunLimits,
): Promise<RunOutcome> {
  const started = performance.now();
  const query = sqlQueryOf(job.code);
  let phase: 'setup' | 'query' = 'setup';
  const silent = { stdout: '', stdoutTruncated: false };
  try {
    const rows = await db.transaction(async (tx) => {
      await tx.exec(job.sqlSchema);
      if (test.kind === 'rows' && test.data) await tx.exec(test.data);
      phase = 'query';
      await tx.query(sqlCursorPrefix + query);
      const fetched = await tx.query<unknown[]>(
        `fetch forward ${limits.maxRows + 1} from academy_cursor`,
        [],
        { rowMode: 'array' },
      );
      await tx.rollback();
      return fetched;
    });
    return {
      status: 'ok',
      value: JSON.stringify({
        columns: rows.fields.map((field) => field.name),
        rows: rows.rows.slice(0, limits.maxRows).map((row) => row.map(jsonCell)),
      }),
      rowsTruncated: rows.rows.length > limits.maxRows,
      ...silent,
      timeMs: performance.now() - started,
    };
  } catch (error) {
    if (phase === 'setup') {
      return {
        status: 'error',
        error: {
          kind: 'exercise',
          name: 'ExerciseError',
          message: cut(String((error as Error)?.message ?? error)),
          line: null,
        },
        ...silent,
        timeMs: performance.now() - started,
      };
    }
    return {
      status: 'error',
      error: sqlError(error, query),
      ...silent,
      timeMs: performance.now() - started,
    };
  }
}

/**
 * Runs `job`'s tests from `first` on, reporting each as it starts and ends. The caller's
 * watchdog stops the whole thing (the worker) when a test overstays its time limit.
 */
export async function runExamples(
  job: RunJob,
  engines: Engines,
  limits: RunLimits,
  report: (message: RunReport) => void,
  first = 0,
): Promise<void> {
  if (job.language === 'python') {
    const py = await engines.pyodide();
    report({ type: 'engine-ready' });
    await runPython(py, job, job.tests, first, limits, report);
    return;
  }
  if (job.language === 'sql') {
    const db = await prepareDatabase(await engines.pglite());
    report({ type: 'engine-ready' });
    try {
      for (let index = first; index < job.tests.length; index++) {
        report({ type: 'test-start', index });
        const outcome = await runSql(db, job, job.tests[index] as CodeTest, limits);
        report({ type: 'test-done', index, outcome });
      }
    } finally {
      await db.close();
    }
    return;
  }
  const engine = await engines.quickJs();
  const strip = job.language === 'typescript' ? await engines.stripTypes() : null;
  report({ type: 'engine-ready' });
  for (let index = first; index < job.tests.length; index++) {
    report({ type: 'test-start', index });
    const outcome = await runJavaScript(engine, strip, job, job.tests[index] as CodeTest, limits);
    report({ type: 'test-done', index, outcome });
  }
}
