/*
 * The prerender entry (built by `vite build --ssr`, run by scripts/prerender.mjs at build
 * time, in Node, no browser): renders a public page as a logged-out visitor sees it on first
 * load, in English, with the same providers, routes and router component the browser uses
 * (main.tsx), so the browser can hydrate that HTML instead of drawing the page again.
 * Nothing here calls the API: a loader's prefetch fails quietly and the screen renders as it
 * does while its data is on the way (e.g. the country list empty); the browser fills it in.
 */
import type { BackendModule, ResourceKey } from 'i18next';
import { StrictMode } from 'react';
import { renderToString } from 'react-dom/server';
import { initReactI18next } from 'react-i18next';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { AppProviders } from './app/providers/app-providers';
import { createAppQueryClient } from './app/query-client';
import { whenRouterReady } from './app/router-ready';
import { createRouteDiscovery } from './app/routes';
import { i18n, i18nOptions } from './shared/i18n/i18n';

/** Translation bundles by language and namespace, read from public/locales by the caller. */
export type Resources = Record<string, Record<string, Record<string, unknown>>>;

/** The language prerendered pages are in; main.tsx hydrates only when the visitor's is the same. */
export const PRERENDER_LANGUAGE = 'en';

let started: Promise<unknown> | null = null;

/**
 * i18n as the browser starts it (start-i18n.ts): `common` first, each screen's bundles with
 * its route, here read from memory. Bundles a screen does not load itself must stay unloaded,
 * or the page would render what the browser's first render does not (the header's section
 * links wait for the `home` bundle on the legal pages).
 */
function startI18n(resources: Resources) {
  const memoryBackend: BackendModule = {
    type: 'backend',
    init: () => undefined,
    read: (language, namespace, callback) =>
      callback(null, (resources[language]?.[namespace] ?? null) as ResourceKey | null),
  };
  started ??= i18n
    .use(memoryBackend)
    .use(initReactI18next)
    .init({
      ...i18nOptions,
      lng: PRERENDER_LANGUAGE,
    });
  return started;
}

/** A prerendered page: the HTML inside #root, and the translation bundles it was drawn with. */
export interface Prerendered {
  html: string;
  /** The namespaces loaded for the page, in PRERENDER_LANGUAGE: what the browser loads too. */
  namespaces: string[];
}

/** The page at `path`; throws when the page would not render as itself. */
export async function prerender(path: string, resources: Resources): Promise<Prerendered> {
  await startI18n(resources);
  const queryClient = createAppQueryClient();
  const discovery = createRouteDiscovery(queryClient);
  const router = createMemoryRouter(await discovery.initialRoutes(path), {
    initialEntries: [path],
  });
  await whenRouterReady(router);
  const { location, errors } = router.state;
  if (location.pathname !== path || errors) {
    throw new Error(
      `${path} did not render as itself (${location.pathname}, errors: ${Boolean(errors)})`,
    );
  }
  const html = renderToString(
    <StrictMode>
      <AppProviders queryClient={queryClient}>
        <RouterProvider router={router} />
      </AppProviders>
    </StrictMode>,
  );
  router.dispose();
  return { html, namespaces: Object.keys(i18n.store.data[PRERENDER_LANGUAGE] ?? {}) };
}

export { firstLoadTable } from './app/first-load/first-load-table';
