import {
  API_BASE_PATH,
  LAST_EVENT_ID_HEADER,
  NOTIFICATION_EVENT,
  notificationEndpoints,
} from '@academy/contracts';
import type { QueryClient } from '@tanstack/react-query';
import { createParser } from 'eventsource-parser';
import { tokens } from '../../shared/api/tokens';
import { unreadNotificationsQuery } from './api/queries';
import { refreshNotifications } from './api/read-notifications';
import { openTabsChannel, type TabMessage } from './notification-tabs';

/*
 * The live stream of the signed-in user's notifications (ARCHITECTURE.md, "Notifications"):
 * GET notifications/stream read with fetch, since the session's token is sent as a bearer,
 * which EventSource cannot. Each event makes what the page shows read again. A lost
 * connection is opened again (1 s, doubling up to 30 s) with Last-Event-ID, so the server
 * first sends what came meanwhile. A refused token (401) is renewed by asking the unread
 * count through the HTTP client, whose refresh then gives the next attempt a fresh one.
 *
 * One tab holds the stream for all the academy's tabs of the browser (a Web Lock): over
 * HTTP/1.1 a browser keeps six connections per host, and a stream per tab would soon take
 * them all. The holder tells the others of each event on a BroadcastChannel, with its id; the
 * tab that takes the lock over when the holder closes goes on from the last id it heard.
 *
 * This module is loaded, and the stream opened, once the page has loaded (live-notifications.ts):
 * it is no part of what the page shows first. Its first connection sends the bell's count's
 * `position` as Last-Event-ID, so what arrived after the count comes down the stream, without
 * a second read.
 */

const FIRST_RETRY_MS = 1000;
const MOST_RETRY_MS = 30_000;
const HTTP_UNAUTHORIZED = 401;
/** Events this close together make one read of the bell and the list. */
const REFRESH_GATHER_MS = 100;

/** The Web Lock held by the tab with the stream. */
export const STREAM_LOCK = 'academy.notifications.stream';

const streamUrl = `${API_BASE_PATH}${notificationEndpoints.streamMyNotifications.path}`;

/**
 * Reads again once, however many messages come at once. A notification means something of the
 * user's changed (a verdict, a message in a thread, a payment): every query is marked stale and
 * those on screen are read again, so the thing a notification links to is shown as it is now,
 * not as it was cached. Marks read in another tab change only the bell and the list.
 */
function gatheredRefresh(client: QueryClient) {
  let pending: ReturnType<typeof setTimeout> | null = null;
  let everything = false;
  return {
    request(what: 'event' | 'read') {
      everything ||= what === 'event';
      pending ??= setTimeout(() => {
        pending = null;
        if (everything) void client.invalidateQueries();
        else void refreshNotifications(client);
        everything = false;
      }, REFRESH_GATHER_MS);
    },
    cancel() {
      if (pending) clearTimeout(pending);
    },
  };
}

/**
 * Follows the signed-in user's notifications until `stop` is aborted (the tab leaves the area):
 * the stream, when this tab holds it, and the other tabs' messages.
 */
export function followNotifications(client: QueryClient, stop: AbortSignal) {
  const refresh = gatheredRefresh(client);
  const channel = openTabsChannel();
  /** The newest event's id this tab knows of, its own stream's or one it was told of. */
  let lastEventId: string | null = null;
  let retryMs = FIRST_RETRY_MS;

  channel?.addEventListener('message', (message: MessageEvent<TabMessage>) => {
    if (message.data.id) lastEventId = message.data.id;
    refresh.request(message.data.id ? 'event' : 'read');
  });
  stop.addEventListener(
    'abort',
    () => {
      refresh.cancel();
      channel?.close();
    },
    { once: true },
  );

  const readOnce = async () => {
    const token = tokens.getAccessToken();
    if (!token) return;
    const response = await fetch(streamUrl, {
      headers: {
        authorization: `Bearer ${token}`,
        accept: 'text/event-stream',
        ...(lastEventId === null ? {} : { [LAST_EVENT_ID_HEADER]: lastEventId }),
      },
      signal: stop,
    });
    if (response.status === HTTP_UNAUTHORIZED) {
      // Left meanwhile (a logout): nothing of the session may be read into the cache again.
      if (stop.aborted) return;
      await client.fetchQuery({ ...unreadNotificationsQuery, staleTime: 0 }).catch(() => undefined);
      return;
    }
    if (!response.ok || !response.body) return;
    retryMs = FIRST_RETRY_MS;
    const parser = createParser({
      onEvent(event) {
        if (event.event !== NOTIFICATION_EVENT) return;
        if (event.id) lastEventId = event.id;
        refresh.request('event');
        channel?.postMessage({ id: event.id ?? null } satisfies TabMessage);
      },
    });
    const reader = response.body.pipeThrough(new TextDecoderStream()).getReader();
    for (;;) {
      const { value, done } = await reader.read();
      if (done) return;
      parser.feed(value);
    }
  };

  /** Keeps the stream open until the tab leaves the area (the lock is held meanwhile). */
  const holdStream = async () => {
    if (stop.aborted) return;
    if (lastEventId === null) {
      const counted = await client.ensureQueryData(unreadNotificationsQuery).catch(() => null);
      if (counted) lastEventId = counted.position;
    }
    while (!stop.aborted) {
      await readOnce().catch(() => undefined);
      if (stop.aborted) return;
      await new Promise((resolve) => setTimeout(resolve, retryMs));
      retryMs = Math.min(retryMs * 2, MOST_RETRY_MS);
    }
  };

  // Without Web Locks (an old browser) each tab holds a stream of its own.
  const held =
    typeof navigator.locks?.request === 'function'
      ? navigator.locks.request(STREAM_LOCK, { signal: stop }, holdStream)
      : holdStream();
  // Leaving while waiting for the lock rejects the request: nothing to tell anyone.
  held.catch(() => undefined);
}
