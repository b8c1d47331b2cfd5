import { lazy, Suspense, useSyncExternalStore } from 'react';
import { isToastHostWanted, subscribeToastHost } from './error-toast';

const NotificationsContainer = lazy(() => import('./notifications-container'));

/** Mounts the notifications container the first time a toast is shown. */
export function ToastHost() {
  const wanted = useSyncExternalStore(subscribeToastHost, isToastHostWanted, isToastHostWanted);
  return wanted ? (
    <Suspense fallback={null}>
      <NotificationsContainer />
    </Suspense>
  ) : null;
}
