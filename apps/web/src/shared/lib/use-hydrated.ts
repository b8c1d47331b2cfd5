import { type ReactNode, startTransition, useEffect, useState } from 'react';

/**
 * Whether React is rendering a prerendered page's first render: in Node at build time
 * (prerender.tsx), and in the browser while it hydrates (main.tsx marks the start, and
 * `HydrationDone` the end, with the first commit).
 */
let hydrating = typeof window === 'undefined';

/** main.tsx, before it hydrates a prerendered page. */
export function hydrationStarted(): void {
  hydrating = true;
}

/**
 * Wraps the hydrated app: its effect runs after every other of the first commit, so from then
 * on a component that mounts renders as hydrated at once.
 */
export function HydrationDone({ children }: { children: ReactNode }) {
  useEffect(() => {
    hydrating = false;
  }, []);
  return children;
}

/**
 * False while a prerendered page is rendered at build time and while the browser hydrates
 * it, true in every other render (and right after hydration, which renders again). What
 * the build cannot know (data from the API) shows its loading state until then, so the
 * hydrated markup matches the prerendered one (apps/web/README.md, "Prerendered pages").
 *
 * The render after hydration is a transition, so React does it in short slices beside the
 * visitor's input rather than as one long task over the whole form.
 */
export function useHydrated(): boolean {
  const [hydrated, setHydrated] = useState(() => !hydrating);
  useEffect(() => {
    if (!hydrated) startTransition(() => setHydrated(true));
  }, [hydrated]);
  return hydrated;
}
