import {
  API_BASE_PATH,
  LAST_EVENT_ID_HEADER,
  NOTIFICATION_EVENT,
  notificationEndpoints,
} from '@academy/contracts';
import { useQueryClient } from '@tanstack/react-query';
import { createParser } from 'eventsource-parser';
import { useEffect } from 'react';
import { tokens } from '../../shared/api/tokens';
import { unreadNotificationsQuery } from './api/queries';
import { refreshNotifications } from './api/read-notifications';

/*
 * The live stream of the signed-in user's notifications (ARCHITECTURE.md, "Notifications"):
 * GET notifications/stream read with fetch, since the session's token is sent as a bearer,
 * which EventSource cannot. Each event makes the bell and the list read again. A lost
 * connection is opened again (1 s, doubling up to 30 s) with Last-Event-ID, so the server
 * first sends what came meanwhile. A refused token (401) is renewed by asking the unread
 * count through the HTTP client, whose refresh then gives the next attempt a fresh one.
 *
 * The stream opens once the page has loaded and the bell has its count: it is no part of what
 * the page shows first. Its first connection sends the count's `latestId` as Last-Event-ID,
 * so what arrived after the count comes down the stream, without a second read.
 */

/** Resolves once the page's load event has fired (at once if it has). */
const pageLoaded = () =>
  new Promise<void>((resolve) => {
    if (document.readyState === 'complete') resolve();
    else window.addEventListener('load', () => resolve(), { once: true });
  });

const FIRST_RETRY_MS = 1000;
const MOST_RETRY_MS = 30_000;
const HTTP_UNAUTHORIZED = 401;

const streamUrl = `${API_BASE_PATH}${notificationEndpoints.streamMyNotifications.path}`;

export function useLiveNotifications() {
  const client = useQueryClient();

  useEffect(() => {
    const stop = new AbortController();
    let lastEventId: string | null = null;
    let retryMs = FIRST_RETRY_MS;

    const readOnce = async () => {
      const token = tokens.getAccessToken();
      if (!token) return;
      const response = await fetch(streamUrl, {
        headers: {
          authorization: `Bearer ${token}`,
          accept: 'text/event-stream',
          ...(lastEventId === null ? {} : { [LAST_EVENT_ID_HEADER]: lastEventId }),
        },
        signal: stop.signal,
      });
      if (response.status === HTTP_UNAUTHORIZED) {
        await client
          .fetchQuery({ ...unreadNotificationsQuery, staleTime: 0 })
          .catch(() => undefined);
        return;
      }
      if (!response.ok || !response.body) return;
      retryMs = FIRST_RETRY_MS;
      const parser = createParser({
        onEvent(event) {
          if (event.event !== NOTIFICATION_EVENT) return;
          if (event.id) lastEventId = event.id;
          void refreshNotifications(client);
        },
      });
      const reader = response.body.pipeThrough(new TextDecoderStream()).getReader();
      for (;;) {
        const { value, done } = await reader.read();
        if (done) return;
        parser.feed(value);
      }
    };

    const run = async () => {
      await pageLoaded();
      const counted = await client.ensureQueryData(unreadNotificationsQuery).catch(() => null);
      if (counted) lastEventId = String(counted.latestId);
      while (!stop.signal.aborted) {
        await readOnce().catch(() => undefined);
        if (stop.signal.aborted) return;
        await new Promise((resolve) => setTimeout(resolve, retryMs));
        retryMs = Math.min(retryMs * 2, MOST_RETRY_MS);
      }
    };
    void run();
    return () => stop.abort();
  }, [client]);
}
