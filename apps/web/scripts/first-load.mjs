#!/usr/bin/env node
/*
 * Build step after prerender.mjs: writes into the build's index.html, the page every
 * signed-in address is answered with, the first-load table (which signed-in page needs
 * which modules, stylesheets, translation bundles and API reads: src/app/first-load, through
 * the prerender bundle) and the small inline script that starts them as the document is
 * read (first-load-boot.js). The prerendered public pages were written from index.html
 * before, so they carry neither. The server allows the inline script by its hash
 * (apps/api/src/plugins/app/web-app.ts). See apps/web/README.md, "First load".
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { entryFiles, filesOf, readChunks } from './manifest-files.mjs';

const web = join(dirname(fileURLToPath(import.meta.url)), '..');
const dist = process.env.PRERENDER_DIST ?? join(web, 'dist');
const ssr = join(web, 'dist-ssr');

const { firstLoadTable } = await import(pathToFileURL(join(ssr, 'prerender.js')).href);
const chunks = readChunks(dist);
const entry = entryFiles(chunks);
const table = firstLoadTable();
/** Every file the table names, once; a route names its files by their place here. */
const files = [];
const indexOf = (file) => {
  const path = `/${file}`;
  if (!files.includes(path)) files.push(path);
  return files.indexOf(path);
};
const routes = table.routes.map(({ modules, ...route }) => {
  const { js, css } = filesOf(chunks, modules, entry);
  return { ...route, js: js.map(indexOf), css: css.map(indexOf) };
});

/** The boot script without its comments: they explain the source, not the page. */
const boot = readFileSync(join(web, 'scripts', 'first-load-boot.js'), 'utf8')
  .replace(/^\s*\/\*[\s\S]*?\*\/\n/gm, '')
  .replace(/^\s*\/\/.*\n/gm, '')
  .trim();
// `<` written as an escape keeps the table from closing its script element early.
const data = JSON.stringify({ ...table, files, routes }).replaceAll('<', '\\u003c');

const file = join(dist, 'index.html');
const html = readFileSync(file, 'utf8');
const entryScript = html.match(/<script type="module" crossorigin src="[^"]+"><\/script>/)?.[0];
if (!entryScript) throw new Error('first-load: index.html has no entry script');
if (html.includes('id="first-load-table"'))
  throw new Error('first-load: index.html has it already');
const head = [
  `<script type="application/json" id="first-load-table">${data}</script>`,
  `<script>${boot}</script>`,
  entryScript,
].join('\n    ');
writeFileSync(file, html.replace(entryScript, head));
console.log(
  `first load: ${routes.length} signed-in pages in index.html (${(data.length / 1024).toFixed(1)} kB of table)`,
);
