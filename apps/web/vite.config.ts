import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin } from 'vite';
import { areaChunkName, recordChunkPlan } from './build/area-chunks';
import { moduleChunks } from './build/module-chunks';
import { pyodideFiles } from './build/pyodide-files';

/** Where the API listens in development; in production it serves this build on one origin. */
const apiOrigin = 'http://localhost:3000';
const apiProxy = { '/v1': { target: apiOrigin } };

/*
 * `vite build --ssr` builds the prerender entry (src/prerender.tsx) into dist-ssr/, one file
 * with its dependencies bundled, for scripts/prerender.mjs to run in Node at build time.
 */
const prerenderBuild = {
  ssr: 'src/prerender.tsx',
  outDir: 'dist-ssr',
  emptyOutDir: true,
  rolldownOptions: { output: { codeSplitting: false } },
};

/**
 * Web workers have no `document`. A package that exports a `worker` build beside its
 * `browser` one (decode-named-character-reference: the browser build decodes HTML entities
 * with a DOM element made as it loads) takes the worker build in a worker's bundle, as a
 * bundler resolving for workers would.
 */
function workerBuilds(): Plugin {
  const withWorkerBuild = new Set(['decode-named-character-reference']);
  return {
    name: 'academy:worker-builds',
    enforce: 'pre',
    async resolveId(source, importer, options) {
      if (!withWorkerBuild.has(source)) return null;
      const resolved = await this.resolve(source, importer, { ...options, skipSelf: true });
      return resolved && { ...resolved, id: resolved.id.replace(/index\.dom\.js$/, 'index.js') };
    },
  };
}

const webRoot = fileURLToPath(new URL('.', import.meta.url));
/**
 * `vite build --mode chunk-plan`, the first pass of the per-area bundles (build/area-chunks.ts),
 * builds into dist-plan/ and writes down its chunks here; `vite build` reads them.
 */
const chunkPlan = `${webRoot}dist-plan/.vite/chunk-plan.json`;

export default defineConfig(({ isSsrBuild, mode }) => ({
  plugins: [
    react(),
    moduleChunks(),
    // Python for "Run examples", from our origin: only the client build carries the files.
    pyodideFiles({ emit: !isSsrBuild && mode !== 'chunk-plan' }),
    ...(mode === 'chunk-plan' ? [recordChunkPlan(chunkPlan)] : []),
  ],
  // The editor preview parses Markdown in a worker (shared/ui/markdown/markdown.worker.ts).
  worker: { format: 'es', plugins: () => [workerBuilds()] },
  // Bundled, not imported from node_modules at run time: JSON and CSS-importing packages
  // would need Node's loaders otherwise.
  ssr: { noExternal: true },
  // PGlite finds its WebAssembly and data files beside its module: pre-bundling would move it.
  optimizeDeps: { exclude: ['@electric-sql/pglite'] },
  server: { port: 5173, strictPort: true, proxy: apiProxy },
  preview: { port: 4173, strictPort: true, proxy: apiProxy },
  build: isSsrBuild
    ? prerenderBuild
    : {
        outDir: mode === 'chunk-plan' ? 'dist-plan' : 'dist',
        emptyOutDir: true,
        // The API serves the build under a strict CSP; assets stay files rather than data: URIs.
        assetsInlineLimit: 0,
        // Lets tools (bundle-size checks) map routes to the files they load.
        manifest: true,
        // Every browser the app supports preloads modules natively; the polyfill would only
        // add weight to the landing page's first load.
        modulePreload: { polyfill: false },
        rolldownOptions: {
          output: {
            codeSplitting: {
              groups: [
                /*
                 * Everything the entry needs before the first render goes in one file: one request
                 * instead of a dozen small ones, and it compresses better. Screens stay lazy chunks.
                 */
                { name: 'app', tags: ['$initial'] },
                /*
                 * The frame of the public pages, header and footer with what they draw (language
                 * switcher, logo, wrapping text), in one chunk rather than six small ones with an
                 * overhead each: it keeps the landing page within its budget. The student and
                 * staff layouts load it too, for the language switcher.
                 */
                {
                  name: 'site-shell',
                  test: /\/src\/(app\/layouts\/site-|shared\/ui\/wrapping-text)/,
                },
                /*
                 * Per area (apps/web/README.md, "Area bundles"): what a signed-in area's frame
                 * loads, in a few chunks instead of some fifty, each public page loading only
                 * modules it loaded before. Whole chunks of the first pass are merged, each
                 * module named on its own: what a module imports is named after at least the
                 * pages that load it, so no chunk needs to pull in its dependencies.
                 */
                {
                  name: mode === 'chunk-plan' ? () => null : areaChunkName(webRoot, chunkPlan),
                  includeDependenciesRecursively: false,
                },
              ],
            },
          },
        },
      },
}));
