import { useSyncExternalStore } from 'react';

const subscribe = () => () => undefined;

/**
 * False while a prerendered page is rendered at build time and while the browser hydrates
 * it, true in every other render (and right after hydration, which renders again). What
 * the build cannot know (data from the API) shows its loading state until then, so the
 * hydrated markup matches the prerendered one (apps/web/README.md, "Prerendered pages").
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => true,
    () => false,
  );
}
