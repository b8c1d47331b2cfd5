import type { ComponentType } from 'react';
import { i18n, type Namespace } from '../shared/i18n/i18n';

/** Stands in for a screen whose code could not be loaded, so its error boundary shows. */
function ScreenLoadFailed(): never {
  throw new Error('The screen could not be loaded');
}

/**
 * A route's `lazy`: its code and its translation bundles load together, before the screen
 * renders, so a screen never suspends on its texts or shows raw keys.
 */
export function lazyScreen(load: () => Promise<ComponentType>, namespaces: Namespace[] = []) {
  return async () => {
    try {
      const [Component] = await Promise.all([load(), i18n.loadNamespaces(namespaces)]);
      return { Component };
    } catch (error) {
      // A chunk that fails to load (replaced by a deploy, or the network dropped) must reach
      // the route's error boundary; a rejected `lazy` leaves the router showing a blank page.
      console.error(error);
      return { Component: ScreenLoadFailed };
    }
  };
}
