import {
  DEFAULT_TIME_ZONE,
  notificationEndpoints,
  registrationEndpoints,
} from '@academy/contracts';
import { setupServer } from 'msw/node';
import { handle } from './handle';

/**
 * Intercepts every request of a test; a request no handler expects fails the test. Handlers
 * come from `handle(endpoint, …)` (./handle.ts). One is always there: the academy's time
 * zone (GET week-days, no exam days), which every staff screen writes its times in
 * (shared/lib/staff-time); a test of the calendar answers it with days of its own. Another:
 * the header's bell (GET notifications/unread-count, none unread, and its live stream, which
 * ends at once) on every signed-in screen.
 */
export const server = setupServer(
  handle(registrationEndpoints.listWeekDays, ({ reply }) =>
    reply(200, { timeZone: DEFAULT_TIME_ZONE, days: [] }),
  ),
  handle(notificationEndpoints.getMyUnreadNotifications, ({ reply }) => reply(200, { unread: 0 })),
  handle(notificationEndpoints.streamMyNotifications, ({ reply }) => reply(200, '')),
);
