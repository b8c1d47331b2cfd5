import { paths } from '@academy/contracts';
import { createBrowserRouter, createPath, type Path } from 'react-router';
import { configureApiClient } from '../shared/api/client-config';
import { i18n } from '../shared/i18n/i18n';
import { pricingForEndedAccess } from '../shared/session/learning-access';
import { forgetReturnTo, rememberReturnTo } from '../shared/session/return-to';
import { leaveSessionNotice, type SessionNotice } from '../shared/session/session-notice';
import { closeAllToasts, showErrorToast } from '../shared/ui/toast/error-toast';
import { keepScreenWhileOffline } from './offline-navigation';
import { type AppQueryClient, createAppQueryClient } from './query-client';
import { createRouteDiscovery } from './routes';
import { closeToastsOnLeavingScreen } from './toasts-follow-screen';

export interface AppRouter {
  router: ReturnType<typeof createBrowserRouter>;
  queryClient: AppQueryClient;
}

/**
 * Leaves for the root page, which says why the session ended, then forgets what the ended
 * session loaded. A session that ended on a screen (not a blocked account's) comes back to
 * that screen after the next login. The cache is cleared once the session's screens are
 * gone: cleared earlier, a screen still drawn would ask for its data again, now without a
 * session.
 */
export function leaveEndedSession(
  router: {
    state: { location: Path; navigation: { location?: Path } };
    navigate: (to: string, options: { replace: boolean }) => Promise<void>;
  },
  queryClient: AppQueryClient,
  reason: SessionNotice,
): void {
  if (reason === 'ended') {
    rememberReturnTo(createPath(router.state.navigation.location ?? router.state.location));
  } else {
    forgetReturnTo();
  }
  leaveSessionNotice(reason);
  // The blocked account's text is the errors bundle's, which the landing page may not have.
  void i18n
    .loadNamespaces('errors')
    .catch(() => undefined)
    .then(() => router.navigate(paths.root, { replace: true }))
    .then(() => queryClient.current()?.clear());
}

/**
 * The learning access is over (a learning call answered 403 ERR_LEARNING_ACCESS_ENDED): the
 * student is taken to the plans, which say so, whichever screen or loader made the call.
 * Already there, nothing moves.
 */
export function leaveForPricing(router: {
  state: { location: { pathname: string } };
  navigate: (to: string, options: { replace: boolean }) => Promise<void>;
}): void {
  if (router.state.location.pathname === paths.student.pricing) return;
  void router.navigate(pricingForEndedAccess, { replace: true });
}

/**
 * The app's router and its one query client, wired to the HTTP client for toasts, the
 * end-of-session exit and the way to the plans when the learning access has ended. The
 * routes of the page it opens on are loaded first; the other areas' are discovered on the
 * way (routes.tsx).
 */
export async function createAppRouter(): Promise<AppRouter> {
  const queryClient = createAppQueryClient();
  const discovery = createRouteDiscovery(queryClient);
  const router = createBrowserRouter(await discovery.initialRoutes(window.location.pathname), {
    patchRoutesOnNavigation: discovery.patchRoutesOnNavigation,
  });
  keepScreenWhileOffline(router, () => showErrorToast(i18n.t('offline', { ns: 'common' })));
  closeToastsOnLeavingScreen(router, closeAllToasts);
  configureApiClient({
    notify: showErrorToast,
    sessionEnded: (reason) => leaveEndedSession(router, queryClient, reason),
    learningAccessEnded: () => leaveForPricing(router),
    translateError: (key, english) => i18n.t(key, { ns: 'errors', defaultValue: english }),
  });
  return { router, queryClient };
}
