import { typeScriptTransform } from '@academy/code-grading';
import initdbWasm from '@electric-sql/pglite/initdb.wasm?url';
import pgliteData from '@electric-sql/pglite/pglite.data?url';
import pgliteWasm from '@electric-sql/pglite/pglite.wasm?url';
import quickJsVariant from '@jitl/quickjs-wasmfile-release-sync';
import quickJsWasm from '@jitl/quickjs-wasmfile-release-sync/wasm?url';
import { newQuickJSWASMModuleFromVariant, newVariant } from 'quickjs-emscripten-core';
import { browserLimits } from './harness';
import type { RunRequest, WorkerReport } from './protocol';
import { pyodideFolder } from './pyodide-folder';
import { type Engines, runExamples } from './run-examples';

/*
 * "Run examples" off the page's thread, one run per worker: the page starts a worker for a
 * run and terminates it when the run ends, is stopped, or a test overstays its time limit
 * (browser-run.ts). Every engine's files come from our own origin: QuickJS's and PGlite's as
 * the build's assets, Pyodide's from the folder the build copies out of the pyodide package
 * (build/pyodide-files.ts). Nothing is downloaded from anywhere else.
 */

interface WorkerScope {
  location: { origin: string };
  onmessage: ((event: MessageEvent<RunRequest>) => void) | null;
  postMessage: (message: WorkerReport) => void;
}
const scope = self as unknown as WorkerScope;
const say = (message: WorkerReport) => scope.postMessage(message);

const browserEngines: Engines = {
  quickJs: () =>
    newQuickJSWASMModuleFromVariant(newVariant(quickJsVariant, { wasmLocation: quickJsWasm })),
  stripTypes: async () => {
    const { transform } = await import('sucrase');
    return (code) => transform(code, { ...typeScriptTransform, transforms: ['typescript'] }).code;
  },
  pyodide: async () => {
    const folder = pyodideFolder(new URL(import.meta.env.BASE_URL, scope.location.origin).href);
    const { loadPyodide } = (await import(
      /* @vite-ignore */ `${folder}pyodide.mjs`
    )) as typeof import('pyodide');
    return loadPyodide({ indexURL: folder, env: {}, stdin: () => null });
  },
  pglite: async () => {
    const { PGlite } = await import('@electric-sql/pglite');
    const [pgliteWasmModule, initdbWasmModule, fsBundle] = await Promise.all([
      WebAssembly.compileStreaming(fetch(pgliteWasm)),
      WebAssembly.compileStreaming(fetch(initdbWasm)),
      fetch(pgliteData).then((response) => response.blob()),
    ]);
    return PGlite.create({ pgliteWasmModule, initdbWasmModule, fsBundle });
  },
};

scope.onmessage = (event: MessageEvent<RunRequest>) => {
  const { job, first } = event.data;
  runExamples(job, browserEngines, browserLimits, say, first).then(
    () => say({ type: 'done' }),
    (error: unknown) =>
      say({ type: 'failed', message: String((error as Error)?.message ?? error) }),
  );
};
