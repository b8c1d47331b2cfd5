import { version } from 'pyodide/package.json';

/*
 * Where the build puts Pyodide's files (build/pyodide-files.ts copies them out of the pyodide
 * package): a folder named by its version, so a new version is never mixed with a cached old
 * one.
 */

/** The files of Pyodide a run needs: the loader, the interpreter, its standard library. */
export const pyodideFiles = [
  'pyodide.mjs',
  'pyodide.asm.mjs',
  'pyodide.asm.wasm',
  'python_stdlib.zip',
  'pyodide-lock.json',
] as const;

export const pyodidePath = `pyodide/${version}/`;

/** The folder's URL under the app's base URL. */
export function pyodideFolder(base: string): string {
  return new URL(pyodidePath, base).href;
}
