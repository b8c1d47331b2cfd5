import { z } from 'zod';
import { defineEndpoint } from '../endpoint.js';
import {
  NOTIFICATION_EVENT,
  NOTIFICATION_STREAM_HEARTBEAT_SECONDS,
  notificationParamsPathSchema,
  notificationPreferencesSchema,
  notificationStreamHeadersSchema,
  notificationsPageSchema,
  notificationsQuerySchema,
  unreadNotificationsSchema,
  updateNotificationPreferencesSchema,
} from '../notifications.js';

/* The signed-in user's own notifications (ARCHITECTURE.md, "Notifications"). */

const own = { access: 'account', tag: 'notifications' } as const;

export const listMyNotifications = defineEndpoint({
  ...own,
  operationId: 'listMyNotifications',
  method: 'GET',
  path: '/notifications',
  summary: "The caller's notifications, newest first, a page at a time",
  description: "The next page: `before` = the answer's `nextCursor`, until it is null.",
  query: notificationsQuerySchema,
  responses: { 200: notificationsPageSchema },
});

export const getMyUnreadNotifications = defineEndpoint({
  ...own,
  operationId: 'getMyUnreadNotifications',
  method: 'GET',
  path: '/notifications/unread-count',
  summary: "How many of the caller's notifications are unread",
  responses: { 200: unreadNotificationsSchema },
});

export const readMyNotification = defineEndpoint({
  ...own,
  operationId: 'readMyNotification',
  method: 'POST',
  path: '/notifications/:id/read',
  summary: 'Mark one of the caller’s notifications read',
  description: 'Nothing changes when it is read already. Another user’s notification is not found.',
  params: notificationParamsPathSchema,
  responses: { 204: null },
  errors: { 404: ['ERR_NOT_FOUND'] },
});

export const readAllMyNotifications = defineEndpoint({
  ...own,
  operationId: 'readAllMyNotifications',
  method: 'POST',
  path: '/notifications/read-all',
  summary: "Mark all of the caller's notifications read",
  responses: { 204: null },
});

export const streamMyNotifications = defineEndpoint({
  ...own,
  operationId: 'streamMyNotifications',
  method: 'GET',
  path: '/notifications/stream',
  summary: "The caller's new notifications as they happen (Server-Sent Events)",
  description:
    `Each notification is an event \`${NOTIFICATION_EVENT}\` whose id is its place in the ` +
    "stream's order (`<transaction>-<id>`) and whose data is the notification. Sent with " +
    "`Last-Event-ID` (an event's id, or the unread count's `position`), the stream first " +
    'sends what came after it. A comment every ' +
    `${NOTIFICATION_STREAM_HEARTBEAT_SECONDS} s keeps it open; it ends when the session does.`,
  headers: notificationStreamHeadersSchema,
  responses: { 200: z.unknown().describe('The event stream (text/event-stream)') },
  responseType: 'binary',
});

export const getMyNotificationPreferences = defineEndpoint({
  ...own,
  operationId: 'getMyNotificationPreferences',
  method: 'GET',
  path: '/notification-preferences',
  summary: 'How the caller is told of each kind of notification their role receives',
  description: "Every kind the caller's role can receive, with its mode (`in_app` unless chosen).",
  responses: { 200: notificationPreferencesSchema },
});

export const updateMyNotificationPreferences = defineEndpoint({
  ...own,
  operationId: 'updateMyNotificationPreferences',
  method: 'PUT',
  path: '/notification-preferences',
  summary: 'Choose how the caller is told of each kind of notification',
  description:
    'The whole choice: a kind not listed goes back to `in_app`. A kind the caller’s role ' +
    'cannot receive is refused with ERR_VALIDATION on its field, and nothing is changed. ' +
    'Answers the preferences as saved.',
  body: updateNotificationPreferencesSchema(),
  responses: { 200: notificationPreferencesSchema },
});
