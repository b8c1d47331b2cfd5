import './shared/ui/styles/mantine-public.css';
import './shared/ui/styles/global.css';
import { StrictMode, startTransition } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router';
import { AppProviders } from './app/providers/app-providers';
import { createAppRouter } from './app/router';
import { whenRouterReady } from './app/router-ready';
import { endFirstLoad } from './shared/api/first-load-responses';
import { i18n } from './shared/i18n/i18n';
import { startI18n } from './shared/i18n/start-i18n';
import { HydrationDone, hydrationStarted } from './shared/lib/use-hydrated';

/*
 * The interface texts load first, with the routes of the page the app opens on, so every
 * screen (the error pages included) renders translated. No top-level await: it would switch off the bundler's chunk merging.
 *
 * A public page may arrive prerendered (scripts/prerender.mjs: #root holds its markup, with
 * the page's path and language as data attributes). Nothing renders before the router has
 * loaded that page, so the first render is the page itself, never the loading fallback;
 * then React hydrates the markup when it is what the visitor would see (same page, same
 * language, no redirect), and otherwise draws over it.
 */
async function start(container: HTMLElement): Promise<void> {
  const [, { router, queryClient }] = await Promise.all([startI18n(), createAppRouter()]);
  await whenRouterReady(router);
  // The first page's loaders have taken the answers the first-load script started for them.
  endFirstLoad();
  const app = (
    <StrictMode>
      <AppProviders queryClient={queryClient}>
        <RouterProvider router={router} />
      </AppProviders>
    </StrictMode>
  );
  const { prerendered, prerenderedLanguage } = container.dataset;
  const asPrerendered =
    prerendered !== undefined &&
    prerendered === router.state.location.pathname &&
    prerenderedLanguage === i18n.language &&
    !router.state.errors;
  if (asPrerendered) {
    // In a transition, React hydrates in slices of a few milliseconds and lets the browser
    // handle input in between, instead of one long task over the whole page that is already
    // on the screen; the result is still committed at once.
    hydrationStarted();
    startTransition(() => {
      hydrateRoot(container, <HydrationDone>{app}</HydrationDone>);
    });
  } else {
    if (prerendered !== undefined) delete container.dataset.prerendered;
    // A transition as well: React renders the page (the student's or staff's screen and its
    // frame, none of them prerendered) in slices of a few milliseconds instead of one long
    // task, and commits it at once when it is done; a prerendered page being replaced stays
    // on the screen until then (apps/web/README.md, "Prerendered pages").
    const root = createRoot(container);
    startTransition(() => {
      root.render(app);
    });
  }
}

const container = document.getElementById('root');
if (!container) throw new Error('index.html has no #root element');
void start(container);
