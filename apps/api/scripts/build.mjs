#!/usr/bin/env node
// Bundles the API into dist/server.js. The shared contracts package is TypeScript source, so
// it is bundled in; every other dependency stays external and is loaded from node_modules
// at run time (native modules such as argon2, and PGlite's WASM files, must stay as files).
import { copyFile, readFile, rm } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';

const apiRoot = join(dirname(fileURLToPath(import.meta.url)), '..');
const manifest = JSON.parse(await readFile(join(apiRoot, 'package.json'), 'utf8'));
const bundled = new Set(['@academy/contracts']);
const external = Object.keys(manifest.dependencies ?? {})
  .filter((name) => !bundled.has(name))
  .flatMap((name) => [name, `${name}/*`]);

await rm(join(apiRoot, 'dist'), { recursive: true, force: true });
await build({
  entryPoints: [join(apiRoot, 'src/server.ts')],
  outfile: join(apiRoot, 'dist/server.js'),
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node20',
  external,
  sourcemap: true,
  legalComments: 'linked',
  logLevel: 'info',
});
// The code runner's worker thread is a file of its own, loaded beside the bundle
// (ARCHITECTURE.md, "Code exercises: the sandbox"); its packages stay in node_modules.
await copyFile(
  join(apiRoot, 'src/modules/code-runner/sandbox-worker.mjs'),
  join(apiRoot, 'dist/sandbox-worker.mjs'),
);
