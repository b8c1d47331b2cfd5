#!/usr/bin/env node
/*
 * Last build step: writes `<file>.br` and `<file>.gz` beside every text file of dist/ worth
 * compressing, at the strongest settings (brotli quality 11, gzip level 9), which are too slow
 * to run per request. The API serves them in place of the file when the browser accepts the
 * encoding (apps/api/src/plugins/app/web-app.ts, `preCompressed`), so a visitor downloads
 * fewer bytes than on-the-fly compression gives and the server spends no CPU on them. See
 * apps/web/README.md, "Prerendered pages" and ARCHITECTURE.md, "Speed and memory".
 */
import { readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

const web = join(dirname(fileURLToPath(import.meta.url)), '..');
const dist = process.env.PRECOMPRESS_DIST ?? join(web, 'dist');

/** Text formats the build writes; images and fonts are compressed already. */
const COMPRESSIBLE = /\.(js|mjs|css|html|json|svg|txt|xml|webmanifest)$/;
/** Below this a compressed copy saves less than its headers cost (as the API's own threshold). */
const MIN_BYTES = 1024;

let files = 0;
let before = 0;
let after = 0;
for (const entry of readdirSync(dist, { recursive: true, encoding: 'utf8' })) {
  const path = join(dist, entry);
  // .vite/ holds the build's manifest, for tools, never sent to a browser.
  if (entry.startsWith('.vite') || !COMPRESSIBLE.test(entry) || !statSync(path).isFile()) continue;
  const content = readFileSync(path);
  if (content.length < MIN_BYTES) continue;
  const brotli = brotliCompressSync(content, {
    params: {
      [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
      [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
      [constants.BROTLI_PARAM_SIZE_HINT]: content.length,
    },
  });
  const gzip = gzipSync(content, { level: constants.Z_BEST_COMPRESSION });
  writeFileSync(`${path}.br`, brotli);
  writeFileSync(`${path}.gz`, gzip);
  files += 1;
  before += content.length;
  after += brotli.length;
}
console.log(
  `precompressed ${files} files: ${(before / 1024).toFixed(0)} KB → ${(after / 1024).toFixed(0)} KB brotli`,
);
