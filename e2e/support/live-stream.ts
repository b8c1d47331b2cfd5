import type { Page } from '@playwright/test';

/**
 * For a check that waits until the network is idle: the notifications' live stream (GET
 * notifications/stream) is held open for as long as a signed-in page is, so the network never
 * idles. Here it answers an empty stream, which ends at once; the page opens it again after a
 * pause that grows from one second, and the network idles in between. What the page loads is
 * unchanged: the stream opens only after the page's load event.
 */
export async function endLiveStreamAtOnce(page: Page) {
  await page.route('**/v1/notifications/stream', (route) =>
    route.fulfill({ status: 200, contentType: 'text/event-stream', body: '' }),
  );
}

/**
 * The live stream's code: a signed-in page loads it only after its load event, as no part of
 * what it shows (apps/web/src/features/notifications/live-notifications.ts), with the chunk it
 * shares with the notifications page.
 */
export const LIVE_STREAM_CODE = /\/assets\/(notification-stream|read-notifications)-[\w-]+\.js$/;
