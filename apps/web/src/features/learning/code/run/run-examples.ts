import {
  engineTestOf,
  pythonRunner,
  runJavaScriptTest,
  runPythonTest,
  runSqlTest,
  sqlSession,
  sqlSetup,
} from '@academy/code-grading';
import type { CodeTest } from '@academy/contracts';
import type { PGlite } from '@electric-sql/pglite';
import type { PyodideAPI } from 'pyodide';
import type { QuickJSWASMModule } from 'quickjs-emscripten-core';
import type { RunJob, RunLimits, RunOutcome } from './harness';

/*
 * The engines' part of "Run examples": each example run in QuickJS, Pyodide or PGlite by the
 * very functions the server's sandbox-worker.mjs runs its tests with (@academy/code-grading's
 * runJavaScriptTest, runPythonTest, runSqlTest); here only the engines' loading and the
 * reports around each test. The engines are handed in, so the browser's worker (code-run.worker.ts, assets from our origin)
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

async function runPython(
  py: PyodideAPI,
  job: RunJob,
  tests: readonly CodeTest[],
  first: number,
  limits: RunLimits,
  report: (message: RunReport) => void,
) {
  const run = pythonRunner(py);
  try {
    for (let index = first; index < tests.length; index++) {
      const test = engineTestOf(tests[index] as CodeTest);
      const outcome = runPythonTest(py, run, job, test, limits, () =>
        report({ type: 'test-start', index }),
      );
      report({ type: 'test-done', index, outcome });
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
        const test = engineTestOf(job.tests[index] as CodeTest);
        const outcome = await runSqlTest(db, job, test, limits);
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
    const test = job.tests[index] as CodeTest;
    if (test.kind === 'rows') throw new Error(`a ${test.kind} test in ${job.language}`);
    const outcome = await runJavaScriptTest(
      engine,
      strip,
      { ...job, functionName: job.functionName ?? '' },
      engineTestOf(test),
      limits,
    );
    report({ type: 'test-done', index, outcome });
  }
}
