import { paths } from '@academy/contracts';
import { createBrowserRouter } from 'react-router';
import { configureApiClient } from '../shared/api/client-config';
import { i18n } from '../shared/i18n/i18n';
import { showErrorToast } from '../shared/ui/toast/error-toast';
import { type AppQueryClient, createAppQueryClient } from './query-client';
import { createRouteDiscovery } from './routes';

export interface AppRouter {
  router: ReturnType<typeof createBrowserRouter>;
  queryClient: AppQueryClient;
}

/**
 * Leaves for the root page, then forgets what the ended session loaded. The cache is cleared
 * once the session's screens are gone: cleared earlier, a screen still drawn would ask for
 * its data again, now without a session.
 */
export function leaveEndedSession(
  router: { navigate: (to: string, options: { replace: boolean }) => Promise<void> },
  queryClient: AppQueryClient,
): void {
  void router.navigate(paths.root, { replace: true }).then(() => queryClient.current()?.clear());
}

/**
 * The app's router and its one query client, wired to the HTTP client for toasts and the
 * end-of-session exit. The routes of the page it opens on are loaded first; the other
 * areas' are discovered on the way (routes.tsx).
 */
export async function createAppRouter(): Promise<AppRouter> {
  const queryClient = createAppQueryClient();
  const discovery = createRouteDiscovery(queryClient);
  const router = createBrowserRouter(await discovery.initialRoutes(window.location.pathname), {
    patchRoutesOnNavigation: discovery.patchRoutesOnNavigation,
  });
  configureApiClient({
    notify: showErrorToast,
    sessionEnded: () => leaveEndedSession(router, queryClient),
    translateError: (key, english) => i18n.t(key, { ns: 'errors', defaultValue: english }),
  });
  return { router, queryClient };
}
