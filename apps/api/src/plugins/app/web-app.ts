import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join, relative, sep } from 'node:path';
import { isAppRoute } from '@academy/contracts/app-routes';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { notFound } from '../../lib/http-error.js';
import { isServerUrl, pathOf } from '../../lib/urls.js';
import { securityHeadersFor } from '../external/helmet.js';

const IMMUTABLE = 'public, max-age=31536000, immutable';
const REVALIDATE = 'no-cache';

/** Vite puts content-hashed files under assets/: their names change whenever they do. */
function cacheControlFor(root: string, file: string): string {
  const path = relative(root, file).split(sep).join('/');
  return path.startsWith('assets/') ? IMMUTABLE : REVALIDATE;
}

/** The folders of the build (`/assets/`, `/locales/`): only its files live below them. */
function buildFolders(root: string): string[] {
  return readdirSync(root, { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .map((entry) => `/${entry.name}/`);
}

/** Where the build keeps its prerendered pages (apps/web/scripts/prerender.mjs). */
const PRERENDERED = 'prerendered';

/**
 * The prerendered pages, by the path they are for: `prerendered/auth/login.html` answers
 * `/auth/login`. None when the build made none.
 */
function prerenderedPages(root: string): Map<string, string> {
  const pages = new Map<string, string>();
  const folder = join(root, PRERENDERED);
  if (!existsSync(folder)) return pages;
  for (const entry of readdirSync(folder, { recursive: true, encoding: 'utf8' })) {
    if (!entry.endsWith('.html')) continue;
    const page = entry.split(sep).join('/');
    pages.set(`/${page.slice(0, -'.html'.length)}`, `${PRERENDERED}/${page}`);
  }
  return pages;
}

/**
 * The Content-Security-Policy of index.html: everyone's, with the inline scripts of that
 * file allowed by their SHA-256 (the first-load script, apps/web/README.md "First load"), and
 * no other inline script. A data block (`type="application/json"`) is never run, so it needs
 * nothing.
 */
export function indexPolicy(
  indexHtml: string,
  headers: Readonly<Record<string, string>> = securityHeadersFor('sandbox'),
): string {
  const policy = headers['content-security-policy'];
  if (!policy) throw new Error('the security headers have no Content-Security-Policy');
  const hashes = [...indexHtml.matchAll(/<script(?![^>]*\ssrc=)([^>]*)>([\s\S]*?)<\/script>/g)]
    .filter(([, attributes]) => !/type="application\/json"/.test(attributes ?? ''))
    .map(
      ([, , source]) =>
        `'sha256-${createHash('sha256')
          .update(source ?? '')
          .digest('base64')}'`,
    );
  if (hashes.length === 0) return policy;
  return policy.replace(
    /script-src ([^;]*)/,
    (_directive, sources: string) => `script-src ${sources} ${hashes.join(' ')}`,
  );
}

/**
 * Serves the built web app when WEB_DIST holds one: hashed assets cached for a year,
 * everything else revalidated. A GET outside /v1 and /dev that names no file is answered
 * with index.html, so the client router takes over, whatever the request accepts: status
 * 200 for a page of the app (contracts' `isAppRoute`), 404 for any other path, where the app
 * shows its not-found page. The public pages the build prerendered (their HTML in #root, so
 * they paint before the scripts run) are answered with that file instead of index.html,
 * for their exact path. Inside a folder of the build a missing file is a plain 404: a
 * script or bundle answered with a page would fail in a confusing way.
 */
async function webApp(app: FastifyInstance) {
  const root = app.config.webDist;
  const hasWebApp = root !== null && existsSync(join(root, 'index.html'));

  if (!hasWebApp) {
    app.log.info('no web build found: serving the API only');
    return;
  }
  const indexHtmlPolicy = indexPolicy(
    readFileSync(join(root, 'index.html'), 'utf8'),
    securityHeadersFor(app.config.billing.paymentProvider),
  );

  await app.register(fastifyStatic, {
    root,
    prefix: '/',
    // One route per file at start-up (the build does not change while running), so
    // nothing but real files and the fallback below answer outside /v1.
    wildcard: false,
    // Serves index.html.br / .gz next to a file when the build wrote them.
    preCompressed: true,
    cacheControl: false,
    setHeaders: (reply, file) => {
      reply.header('cache-control', cacheControlFor(root, file));
      // Whichever route serves it (`/`, `/index.html`, the fallback below), compressed or not.
      if (/^index\.html(\.br|\.gz)?$/.test(relative(root, file))) {
        reply.header('content-security-policy', indexHtmlPolicy);
      }
    },
  });

  // The history fallback is a route rather than the not-found handler so that it gets
  // compression like every other route. Real files have their own, more specific routes.
  const folders = buildFolders(root);
  const prerendered = prerenderedPages(root);
  app.get('/*', { schema: { hide: true } }, async (request, reply) => {
    const path = pathOf(request.url);
    if (isServerUrl(path) || folders.some((folder) => path.startsWith(folder))) {
      throw notFound();
    }
    const page = prerendered.get(path);
    if (page) return reply.code(200).sendFile(page);
    return reply.code(isAppRoute(path) ? 200 : 404).sendFile('index.html');
  });
  app.log.info({ root }, 'serving the web app');
}

export default fp(webApp, { name: 'web-app' });
