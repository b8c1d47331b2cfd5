import { existsSync } from 'node:fs';
import { join, relative, sep } from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { notFound } from '../../lib/http-error.js';
import { isApiUrl } from '../../lib/urls.js';

const IMMUTABLE = 'public, max-age=31536000, immutable';
const REVALIDATE = 'no-cache';

/** Vite puts content-hashed files under assets/: their names change whenever they do. */
function cacheControlFor(root: string, file: string): string {
  const path = relative(root, file).split(sep).join('/');
  return path.startsWith('assets/') ? IMMUTABLE : REVALIDATE;
}

/** A browser navigation (it asks for HTML) to a client-side route like /lecture/3. */
function isPageNavigation(request: FastifyRequest): boolean {
  if (request.method !== 'GET' && request.method !== 'HEAD') return false;
  if (isApiUrl(request.url) || request.url.startsWith('/assets/')) return false;
  return (request.headers.accept ?? '').includes('text/html');
}

/**
 * Serves the built web app when WEB_DIST holds one: hashed assets cached for a year,
 * everything else revalidated, and any page navigation outside /v1 answered with
 * index.html so the client router takes over. Anything else unknown gets the JSON 404.
 */
async function webApp(app: FastifyInstance) {
  const root = app.config.webDist;
  const hasWebApp = root !== null && existsSync(join(root, 'index.html'));

  if (!hasWebApp) {
    app.log.info('no web build found: serving the API only');
    return;
  }

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
    },
  });

  // The history fallback is a route rather than the not-found handler so that it gets
  // compression like every other route. Real files have their own, more specific routes.
  app.get('/*', { schema: { hide: true } }, async (request, reply) => {
    if (isPageNavigation(request)) return reply.sendFile('index.html');
    throw notFound();
  });
  app.log.info({ root }, 'serving the web app');
}

export default fp(webApp, { name: 'web-app' });
