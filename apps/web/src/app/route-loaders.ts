import type { QueryClient } from '@tanstack/react-query';
import type { LoaderFunctionArgs, Params } from 'react-router';
import { loadCode } from './lazy-route';
import type { AppQueryClient } from './query-client';

/** Redirects, or lets through (null); it is given the request (the page asked for). */
type Guard = (request?: Request) => Response | null | Promise<Response | null>;

/**
 * Fills the cache with what a screen shows (for the route's `:id`, when it has one); its code
 * loads only when a route needs it.
 */
type LoadPrefetch = () => Promise<(client: QueryClient, params: Params) => Promise<unknown>>;

/**
 * A route loader: the guard first, then the app's query client and, when given, what the
 * screen shows, prefetched so the screen renders with its data. The screen's code, the query
 * client's and the answers load side by side, not one after another.
 *
 * Without the query client's code there is no screen to show: the error page offers to reload.
 * A failed prefetch does not fail the navigation: the client has shown its toast, and the
 * screen shows its own error state (and may try again), as it would without the loader.
 */
export function routeLoader(queryClient: AppQueryClient, guard: Guard, prefetch?: LoadPrefetch) {
  return async ({
    params,
    request,
  }: Pick<LoaderFunctionArgs, 'params'> & { request?: Request }) => {
    const redirect = await guard(request);
    if (redirect) return redirect;
    const [client, fill] = await Promise.all([
      loadCode(() => queryClient.load()),
      // Without its prefetching code (the connection dropped) the screen asks for its data itself.
      prefetch?.().catch(() => undefined),
    ]);
    await fill?.(client, params).catch(() => undefined);
    return null;
  };
}

export const letThrough: Guard = () => null;
