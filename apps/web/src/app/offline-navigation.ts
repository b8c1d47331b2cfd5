import {
  type createBrowserRouter,
  createPath,
  type DataRouteObject,
  matchRoutes,
  type To,
} from 'react-router';

type AppRouter = ReturnType<typeof createBrowserRouter>;
type Navigate = (to: To | number | null, options?: unknown) => Promise<void>;

/**
 * Whether every route `pathname` matches has its code: a route whose `lazy` has not run yet,
 * or a path of an area whose routes are not loaded (it matches only the not-found route),
 * needs chunks from the server.
 */
export function isScreenLoaded(routes: DataRouteObject[], pathname: string): boolean {
  const matches = matchRoutes(routes, pathname);
  if (!matches) return false;
  if (matches.some((match) => match.route.lazy !== undefined)) return false;
  return matches.at(-1)?.route.path !== '*';
}

function pathnameOf(to: To, from: string): string {
  const href = typeof to === 'string' ? to : createPath(to);
  return new URL(href, new URL(from, window.location.origin)).pathname;
}

/**
 * While the browser is offline, a navigation to a screen whose code is not loaded yet could
 * only end on an error page: it is not started, the current screen stays (with everything
 * typed in it), and `refused` says why. Screens already loaded open as usual (their data, if
 * any, is the screen's to report). Going back and forth in the history is left as it is.
 */
export function keepScreenWhileOffline(
  router: AppRouter,
  refused: () => void,
  isOnline: () => boolean = () => navigator.onLine,
): void {
  const navigate = router.navigate.bind(router) as Navigate;
  const guarded: Navigate = (to, options) => {
    if (
      to !== null &&
      typeof to !== 'number' &&
      !isOnline() &&
      !isScreenLoaded(router.routes, pathnameOf(to, router.state.location.pathname))
    ) {
      refused();
      return Promise.resolve();
    }
    return navigate(to, options);
  };
  router.navigate = guarded as AppRouter['navigate'];
}
