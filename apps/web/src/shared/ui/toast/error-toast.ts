import { ERROR_TOAST_MS } from '@academy/contracts';
import { i18n } from '../../i18n/i18n';

/*
 * Error toasts load @mantine/notifications on first use: the landing page makes no API calls,
 * so it should not pay for the toast machinery. `ToastHost` mounts the container once asked.
 */

let hostWanted = false;
const listeners = new Set<() => void>();

export function subscribeToastHost(listener: () => void): () => void {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
}

export function isToastHostWanted(): boolean {
  return hostWanted;
}

/** Shows `message` top right for ERROR_TOAST_MS; the same message twice at once shows once. */
export function showErrorToast(message: string): void {
  if (!hostWanted) {
    hostWanted = true;
    for (const listener of listeners) listener();
  }
  void import('@mantine/notifications').then(({ notifications }) => {
    notifications.show({
      id: `error:${message}`,
      message,
      color: 'red',
      autoClose: ERROR_TOAST_MS,
      withBorder: true,
      // An icon-only button: its name is what a screen reader says for it.
      closeButtonProps: { 'aria-label': i18n.t('closeToast', { ns: 'common' }) },
    });
  });
}
