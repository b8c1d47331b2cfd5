import { ERROR_TOAST_MS } from '@academy/contracts';
import { i18n } from '../../i18n/i18n';

/*
 * Toasts are drawn by @mantine/notifications (`notifications-container.tsx`, with its CSS).
 * The landing page makes no API calls, so it does not load them until a toast is shown; every
 * page that can call the API has them in its first load instead (`toasts-ready.ts`, imported
 * by those pages' layouts), so that showing "Network Error" never waits for a chunk that the
 * lost connection can no longer fetch.
 */

type ToastKit = typeof import('./notifications-container');

let kit: ToastKit | null = null;
let loading: Promise<ToastKit> | null = null;
const listeners = new Set<() => void>();

export function subscribeToastKit(listener: () => void): () => void {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
}

/** The toast code once loaded (the host then mounts its container), null before. */
export function loadedToastKit(): ToastKit | null {
  return kit;
}

/** Makes the toast code, imported statically by a layout, the one every toast uses. */
export function installToastKit(loaded: ToastKit): void {
  if (kit === loaded) return;
  kit = loaded;
  for (const listener of listeners) listener();
}

function loadToastKit(): Promise<ToastKit> {
  if (kit) return Promise.resolve(kit);
  loading ??= import('./standalone-toasts').then(
    (loaded) => {
      installToastKit(loaded);
      return loaded;
    },
    (error: unknown) => {
      // The next toast tries again.
      loading = null;
      throw error;
    },
  );
  return loading;
}

type ToastOptions = Parameters<ToastKit['notifications']['show']>[0];

function show(options: ToastOptions): void {
  if (kit) {
    kit.notifications.show(options);
    return;
  }
  loadToastKit().then(
    (loaded) => loaded.notifications.show(options),
    // No toast is better than a broken page; the console keeps why.
    (error: unknown) => console.error(error),
  );
}

function closeButtonProps() {
  // An icon-only button: its name is what a screen reader says for it.
  return { 'aria-label': i18n.t('closeToast', { ns: 'common' }) };
}

/** Shows `message` top right for ERROR_TOAST_MS; the same message twice at once shows once. */
export function showErrorToast(message: string): void {
  show({
    id: `error:${message}`,
    message,
    color: 'red',
    autoClose: ERROR_TOAST_MS,
    withBorder: true,
    closeButtonProps: closeButtonProps(),
  });
}

/** A success notice (green), drawn by the same machinery as the error toasts. */
export function showSuccessToast(message: string): void {
  show({
    id: `success:${message}`,
    message,
    color: 'green',
    autoClose: ERROR_TOAST_MS,
    withBorder: true,
    closeButtonProps: closeButtonProps(),
  });
}

/** Closes every toast shown (and queued): they said something about a screen now left. */
export function closeAllToasts(): void {
  kit?.notifications.clean();
}
