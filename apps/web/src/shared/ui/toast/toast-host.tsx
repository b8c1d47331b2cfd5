import { useSyncExternalStore } from 'react';
import { loadedToastKit, subscribeToastKit } from './error-toast';

/** Mounts the notifications container once the toast code is there (error-toast.ts). */
export function ToastHost() {
  const kit = useSyncExternalStore(subscribeToastKit, loadedToastKit, loadedToastKit);
  return kit ? <kit.NotificationsContainer /> : null;
}
