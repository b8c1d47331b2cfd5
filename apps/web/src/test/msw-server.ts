import {
  conversationEndpoints,
  conversationThreadSchema,
  DEFAULT_TIME_ZONE,
  lectureQuestionEndpoints,
  notificationEndpoints,
  registrationEndpoints,
} from '@academy/contracts';
import { setupServer } from 'msw/node';
import { handle } from './handle';

/**
 * Intercepts every request of a test; a request no handler expects fails the test. Handlers
 * come from `handle(endpoint, …)` (./handle.ts). Some are always there: the academy's time
 * zone (GET week-days, no exam days), which every staff screen writes its times in
 * (shared/lib/staff-time); a thread without a message, which the mini-project page and its
 * review show below every submission; a lecture without questions; the header's bell (GET
 * notifications/unread-count, none unread, and its live stream, which ends at once) on every
 * signed-in screen. A test of the calendar, a thread or the questions answers with its own.
 */
export const server = setupServer(
  handle(registrationEndpoints.listWeekDays, ({ reply }) =>
    reply(200, { timeZone: DEFAULT_TIME_ZONE, days: [] }),
  ),
  handle(conversationEndpoints.getConversation, ({ params, reply }) =>
    reply(200, {
      thread: conversationThreadSchema.parse(params.thread),
      id: Number(params.id),
      canWrite: true,
      entries: [],
    }),
  ),
  handle(lectureQuestionEndpoints.listLectureQuestions, ({ reply }) =>
    reply(200, { questions: [] }),
  ),
  handle(notificationEndpoints.getMyUnreadNotifications, ({ reply }) =>
    reply(200, { unread: 0, position: '0-0' }),
  ),
  handle(notificationEndpoints.streamMyNotifications, ({ reply }) => reply(200, '')),
);
