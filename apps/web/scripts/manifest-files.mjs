/*
 * Reading which files the build's pages load, for the build steps that name a page's files
 * in its HTML (prerender.mjs, first-load.mjs), from `.vite/module-chunks.json`
 * (build/module-chunks.ts): the file of each source module, and each file's static imports
 * and stylesheets.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';

export function readChunks(dist) {
  return JSON.parse(readFileSync(join(dist, '.vite', 'module-chunks.json'), 'utf8'));
}

/**
 * The JS and CSS files that the source modules `keys` load, statically imported files
 * included, in load order, leaving out the files in `skip`.
 */
export function filesOf(chunks, keys, skip) {
  const js = [];
  const css = [];
  const seen = new Set(skip);
  const visit = (file) => {
    const chunk = chunks.files[file];
    if (!chunk || seen.has(file)) return;
    seen.add(file);
    for (const imported of chunk.imports) visit(imported);
    js.push(file);
    for (const sheet of chunk.css) if (!css.includes(sheet)) css.push(sheet);
  };
  for (const key of keys) {
    const [file] = chunks.modules[key] ?? [];
    if (!file) throw new Error(`${key} is in none of the build's files`);
    visit(file);
  }
  return { js, css };
}

/** The entry's own files, statically imported ones included: index.html loads them already. */
export function entryFiles(chunks) {
  const files = new Set();
  const visit = (file) => {
    if (files.has(file)) return;
    files.add(file);
    for (const imported of chunks.files[file]?.imports ?? []) visit(imported);
  };
  for (const [file, chunk] of Object.entries(chunks.files)) if (chunk.isEntry) visit(file);
  return files;
}

/** The stylesheets of the entry's files. */
export function entryStylesheets(chunks) {
  return new Set([...entryFiles(chunks)].flatMap((file) => chunks.files[file]?.css ?? []));
}
