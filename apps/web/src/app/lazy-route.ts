import type { ComponentType } from 'react';
import { i18n, type Namespace } from '../shared/i18n/i18n';

/**
 * Code the app needed could not be fetched: the network dropped, or a release replaced the
 * chunks while the tab was open. The error pages say so and offer to reload.
 */
export class CodeLoadError extends Error {
  constructor(cause: unknown) {
    super('A part of the app could not be loaded', { cause });
    this.name = 'CodeLoadError';
  }
}

/** Loads code the app needs; a failure becomes a `CodeLoadError` (logged for whoever investigates). */
export async function loadCode<T>(load: () => Promise<T>): Promise<T> {
  try {
    return await load();
  } catch (error) {
    console.error(error);
    throw new CodeLoadError(error);
  }
}

/**
 * A route's `lazy`: its code and its translation bundles load together, before the screen
 * renders, so a screen never suspends on its texts or shows raw keys.
 */
export function lazyScreen(load: () => Promise<ComponentType>, namespaces: Namespace[] = []) {
  return async () => {
    try {
      const [Component] = await loadCode(() =>
        Promise.all([load(), i18n.loadNamespaces(namespaces)]),
      );
      return { Component };
    } catch (error) {
      // A chunk that fails to load must reach the route's error boundary, which offers to
      // reload; a rejected `lazy` leaves the router showing a blank page.
      return {
        Component: () => {
          throw error;
        },
      };
    }
  };
}
