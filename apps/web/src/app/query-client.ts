import type { QueryClient } from '@tanstack/react-query';

/**
 * The app's one QueryClient, created with the router: route loaders prefetch into it, the
 * layouts' screens read from it, and it is cleared when the session ends. TanStack Query's
 * code loads with the first screen that calls the API, never with the landing page, so the
 * client is made on first use.
 */
export interface AppQueryClient {
  /** The client, made (and its code loaded) on the first call. */
  load(): Promise<QueryClient>;
  /** The client once made, null before: nothing to clear when nothing was loaded. */
  current(): QueryClient | null;
}

export function createAppQueryClient(): AppQueryClient {
  let client: QueryClient | null = null;
  let loading: Promise<QueryClient> | null = null;
  return {
    load() {
      loading ??= import('./providers/new-query-client').then(({ newQueryClient }) => {
        client = newQueryClient();
        return client;
      });
      return loading;
    },
    current: () => client,
  };
}
