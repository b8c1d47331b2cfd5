/** A router state's part that tells whether the first page has loaded. */
interface Initializing {
  state: { initialized: boolean };
  subscribe(listener: (state: { initialized: boolean }) => void): () => void;
}

/**
 * Resolves once the router has loaded its first page (lazy routes, guards, loaders), so that
 * the first render is that page rather than the loading fallback: what a prerendered page
 * needs to be hydrated, or drawn over, without a flash (main.tsx, prerender.tsx).
 */
export function whenRouterReady(router: Initializing): Promise<void> {
  if (router.state.initialized) return Promise.resolve();
  return new Promise((resolve) => {
    const unsubscribe = router.subscribe((state) => {
      if (!state.initialized) return;
      unsubscribe();
      resolve();
    });
  });
}
