import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';

/*
 * Keeps the signed-in user's notifications live while an area is shown (ARCHITECTURE.md,
 * "Notifications"). The stream is no part of what the page shows first: its code
 * (notification-stream.ts, with its event-stream parser) is loaded, and the stream opened,
 * once the page's load event has fired.
 */

/** Resolves once the page's load event has fired (at once if it has). */
const pageLoaded = () =>
  new Promise<void>((resolve) => {
    if (document.readyState === 'complete') resolve();
    else window.addEventListener('load', () => resolve(), { once: true });
  });

export function useLiveNotifications() {
  const client = useQueryClient();

  useEffect(() => {
    const stop = new AbortController();
    const start = (): Promise<void> =>
      import('./notification-stream')
        .then(({ followNotifications }) => {
          if (!stop.signal.aborted) followNotifications(client, stop.signal);
        })
        // Not loaded (the network went): tried again once the browser is back online; the
        // bell keeps its count meanwhile, read again with the page's other reads.
        .catch(() => {
          window.addEventListener('online', () => void start(), {
            once: true,
            signal: stop.signal,
          });
        });
    void pageLoaded().then(start);
    return () => stop.abort();
  }, [client]);
}
