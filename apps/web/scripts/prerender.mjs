#!/usr/bin/env node
/*
 * Build step after `vite build` (the browser app, dist/) and `vite build --ssr` (the prerender
 * entry, dist-ssr/): writes the HTML of the public pages a visitor opens first, rendered in
 * Node, into dist/prerendered/<path>.html, which the API serves for those paths instead of
 * the empty index.html (apps/api/src/plugins/app/web-app.ts). Each file is index.html with
 * the page's markup in #root and, in <head>, the page's stylesheets (so it paints styled
 * before any script runs) and what hydrates it (the entry, its chunks as modulepreload so
 * they download side by side rather than one after another, its translation bundles) in a
 * template that prerendered-start.js adds once the page has painted. No browser is needed.
 * See apps/web/README.md, "Prerendered pages".
 */
import { spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { entryFiles, entryStylesheets, filesOf, readChunks } from './manifest-files.mjs';
import { prerenderedPages } from './prerendered-pages.mjs';

const web = join(dirname(fileURLToPath(import.meta.url)), '..');
const dist = process.env.PRERENDER_DIST ?? join(web, 'dist');
const ssr = join(web, 'dist-ssr');

/** No API while prerendering: a loader's prefetch fails at once and the screen waits for it. */
globalThis.fetch = async () => {
  throw new Error('no API while prerendering');
};

function readResources() {
  const resources = {};
  const locales = join(web, 'public', 'locales');
  for (const language of readdirSync(locales)) {
    resources[language] = {};
    for (const file of readdirSync(join(locales, language))) {
      if (!file.endsWith('.json')) continue;
      resources[language][file.slice(0, -'.json'.length)] = JSON.parse(
        readFileSync(join(locales, language, file), 'utf8'),
      );
    }
  }
  return resources;
}

/**
 * prerendered-start.js, copied into the build's assets under a name that changes with its
 * content (so it is cached for a year like the others); its path there.
 */
function writeStartScript() {
  const source = readFileSync(join(web, 'scripts', 'prerendered-start.js'));
  const hash = createHash('sha256').update(source).digest('base64url').slice(0, 8);
  const file = `assets/prerendered-start-${hash}.js`;
  writeFileSync(join(dist, file), source);
  return file;
}

/**
 * One page, in this process. The app's modules are singletons (i18n keeps every bundle it
 * loaded), so each page renders in a process of its own, starting as a browser does.
 */
async function prerenderPage(path) {
  const keys = prerenderedPages[path];
  if (!keys) throw new Error(`prerender: ${path} is not a prerendered page`);
  const { prerender, PRERENDER_LANGUAGE } = await import(
    pathToFileURL(join(ssr, 'prerender.js')).href
  );
  const chunks = readChunks(dist);
  const template = readFileSync(join(dist, 'index.html'), 'utf8');
  const entry = entryFiles(chunks);
  const entryCss = entryStylesheets(chunks);

  const { html: markup, namespaces } = await prerender(path, readResources());
  const entryScript = template.match(
    /\s*<script type="module" crossorigin src="[^"]+"><\/script>/,
  )?.[0];
  if (!entryScript) throw new Error('prerender: index.html has no entry script');
  if (/<script/i.test(markup)) throw new Error(`prerender: ${path} renders a script tag`);
  const { js, css } = filesOf(chunks, keys, entry);
  /*
   * The page paints from its HTML and stylesheets alone; its scripts only hydrate it. So the
   * head links the stylesheets and one small script (prerendered-start.js), and everything
   * that hydrates the page (the entry, the page's chunks, the translation bundles it was drawn
   * with) waits in an inert template that script adds to the document once the first frame is
   * painted: then it is all requested side by side, instead of sharing the connection with the
   * stylesheets, and the bundles do not wait for the entry to have run to be asked for.
   */
  const stylesheets = css
    .filter((file) => !entryCss.has(file))
    .map((file) => `<link rel="stylesheet" crossorigin href="/${file}">`);
  const startScript = writeStartScript();
  const afterFirstPaint = [
    entryScript.trim(),
    ...namespaces.map(
      (namespace) =>
        `<link rel="preload" as="fetch" crossorigin href="/locales/${PRERENDER_LANGUAGE}/${namespace}.json">`,
    ),
    ...js.map((file) => `<link rel="modulepreload" crossorigin href="/${file}">`),
  ];
  const head = [
    ...stylesheets,
    `<script type="module" crossorigin src="/${startScript}"></script>`,
    `<template id="after-first-paint">\n      ${afterFirstPaint.join('\n      ')}\n    </template>`,
  ];
  const root = `<div id="root" data-prerendered="${path}" data-prerendered-language="${PRERENDER_LANGUAGE}">`;
  const html = template
    .replace(entryScript, '')
    .replace('</head>', `  ${head.join('\n    ')}\n  </head>`)
    .replace(/\s*<noscript>[\s\S]*?<\/noscript>/, '')
    .replace('<div id="root"></div>', `${root}${markup}</div>`);
  if (!html.includes(root)) throw new Error('prerender: index.html has no empty #root');
  const file = join(dist, 'prerendered', `${path.slice(1)}.html`);
  mkdirSync(dirname(file), { recursive: true });
  writeFileSync(file, html);
  console.log(`prerendered ${path} (${(html.length / 1024).toFixed(1)} kB)`);
}

const [page] = process.argv.slice(2);
if (page) {
  await prerenderPage(page);
} else {
  rmSync(join(dist, 'prerendered'), { recursive: true, force: true });
  for (const path of Object.keys(prerenderedPages)) {
    const result = spawnSync(process.execPath, [fileURLToPath(import.meta.url), path], {
      stdio: 'inherit',
    });
    if (result.status !== 0) process.exit(result.status ?? 1);
  }
}
