import { createReadStream, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import type { Plugin } from 'vite';

/*
 * Pyodide's files for "Run examples" in Python (src/features/learning/code/run/): copied out
 * of the pyodide package into the build, under pyodide/<version>/, and served from there by
 * the dev server, so the browser loads Python from our origin and never from a CDN. Pyodide
 * loads them itself at run time (its loader finds the rest beside it), so they are files
 * rather than modules of the bundle: the worker imports pyodide.mjs by URL.
 */

const require = createRequire(import.meta.url);
const packageFolder = dirname(require.resolve('pyodide/package.json'));
const { version } = JSON.parse(readFileSync(join(packageFolder, 'package.json'), 'utf8')) as {
  version: string;
};

/** What a run needs: the loader, the interpreter, its standard library and lock file. */
const files = new Map([
  ['pyodide.mjs', 'text/javascript'],
  ['pyodide.asm.mjs', 'text/javascript'],
  ['pyodide.asm.wasm', 'application/wasm'],
  ['python_stdlib.zip', 'application/zip'],
  ['pyodide-lock.json', 'application/json'],
]);

/** The folder in the build; the worker's twin is pyodide-folder.ts. */
export const pyodideBuildFolder = `pyodide/${version}`;

export function pyodideFiles({ emit }: { emit: boolean }): Plugin {
  return {
    name: 'academy:pyodide-files',
    configureServer(server) {
      server.middlewares.use(`/${pyodideBuildFolder}/`, (request, response, next) => {
        const name = (request.url ?? '').slice(1).split('?')[0] ?? '';
        const type = files.get(name);
        if (!type) return next();
        response.setHeader('Content-Type', type);
        createReadStream(join(packageFolder, name)).pipe(response);
      });
    },
    generateBundle() {
      if (!emit) return;
      for (const name of files.keys()) {
        this.emitFile({
          type: 'asset',
          fileName: `${pyodideBuildFolder}/${name}`,
          source: readFileSync(join(packageFolder, name)),
        });
      }
    },
  };
}
