import { z } from 'zod';
import { decimalTextSchema, idTextSchema, isoDateTimeSchema } from './common.js';
import type { roles } from './roles.js';
import { englishMessages, type MessageFormatter } from './validation.js';

/*
 * In-app notifications (ARCHITECTURE.md, "Notifications"): what happened that concerns the
 * signed-in user, kept in the database, read in the bell's list. The server stores a kind and
 * its parameters; `notificationLines` (notification-text.ts) writes the text in the reader's
 * language from them, for the bell and the mails alike, so a notification follows the
 * language the user reads in, not the one it was written in.
 */

/**
 * Every kind of notification. Adding one: its name here, its parameters below, its words in
 * notification-text.ts (both languages), then `notify(scope, …)` where the event commits.
 */
export const notificationKinds = [
  /** A mentor's verdict on the student's mini project, or an admin's correction of one. */
  'mini_project_reviewed',
  /** A mentor's verdict on the student's free-text answers of a test, or its correction. */
  'task_reviewed',
  'payment_succeeded',
  'payment_refunded',
  'certificate_issued',
  'certificate_revoked',
  /** Staff (mentors and admins): new work waits in the review queue; grouped. */
  'review_queue',
  /** Admins: new applicants signed up; grouped per day. */
  'new_applicant',
  /**
   * A message in a thread (a mini-project submission's, a test attempt's, a lecture
   * question's): to the student when staff write, to the staff of the thread (or every mentor
   * and admin, before any has written) when they do.
   */
  'conversation_message',
  /** Staff (mentors and admins): a student asked a question on a lecture. */
  'lecture_question',
  /** Students: staff posted an announcement that reaches them (its titles in en and ru). */
  'announcement',
  /**
   * Students: a lecture, test or mini project was published in a subject of a direction they
   * are enrolled in; grouped per subject.
   */
  'content_published',
  /**
   * Students: an open test or mini project falls due within a day. Params: `title`, `item`
   * (`task` or `mini-project`), `dueAt` (ISO instant).
   */
  'due_soon',
  /** Students: an open test or mini project is past its due date. Params as `due_soon`. */
  'overdue',
  /**
   * Students: the learning access ends within the reminder window. Params: `access` (`trial`
   * or `paid`), `endsAt` (ISO instant).
   */
  'access_ending',
  /** Students: the learning access has ended. Params: `access`, `endsAt`. */
  'access_ended',
] as const;
export const notificationKindSchema = z.enum(notificationKinds);
export type NotificationKind = z.infer<typeof notificationKindSchema>;

/**
 * Who can receive each kind: the one place it is decided, so the preferences offer a user
 * exactly the kinds their role is sent (ARCHITECTURE.md, "Notifications").
 */
export const notificationKindRoles = {
  mini_project_reviewed: ['student'],
  task_reviewed: ['student'],
  payment_succeeded: ['student'],
  payment_refunded: ['student'],
  certificate_issued: ['student'],
  certificate_revoked: ['student'],
  review_queue: ['mentor', 'admin'],
  new_applicant: ['admin'],
  conversation_message: ['student', 'mentor', 'admin'],
  lecture_question: ['mentor', 'admin'],
  announcement: ['student'],
  content_published: ['student'],
  due_soon: ['student'],
  overdue: ['student'],
  access_ending: ['student'],
  access_ended: ['student'],
} as const satisfies Record<NotificationKind, readonly (typeof roles)[number][]>;

/** The kinds a user of `role` can receive, in the order of `notificationKinds`. */
export function notificationKindsFor(role: (typeof roles)[number]): NotificationKind[] {
  return notificationKinds.filter((kind) =>
    (notificationKindRoles[kind] as readonly string[]).includes(role),
  );
}

/**
 * How a user is told of a kind: `in_app` only in the bell and the list (the default),
 * `email` there and by a mail at once, `digest` there and in one mail a day listing them.
 */
export const notificationModes = ['in_app', 'email', 'digest'] as const;
export const notificationModeSchema = z.enum(notificationModes);
export type NotificationMode = z.infer<typeof notificationModeSchema>;
export const DEFAULT_NOTIFICATION_MODE: NotificationMode = 'in_app';

export const notificationPreferenceSchema = z.object({
  kind: notificationKindSchema,
  mode: notificationModeSchema,
});
export type NotificationPreference = z.infer<typeof notificationPreferenceSchema>;

/** GET notification-preferences: every kind the caller can receive, with its mode. */
export const notificationPreferencesSchema = z.object({
  preferences: z.array(notificationPreferenceSchema),
});
export type NotificationPreferences = z.infer<typeof notificationPreferencesSchema>;

/**
 * PUT notification-preferences: the caller's whole choice, each kind at most once; a kind
 * their role can receive that is not listed goes back to `in_app`. A kind their role cannot
 * receive is refused (400 ERR_VALIDATION on its field).
 */
export const updateNotificationPreferencesSchema = (m: MessageFormatter = englishMessages) =>
  z.strictObject({
    preferences: z
      .array(
        z.strictObject({
          kind: z.enum(notificationKinds, { error: m('invalidOption') }),
          mode: z.enum(notificationModes, { error: m('invalidOption') }),
        }),
        { error: m('required') },
      )
      .max(notificationKinds.length, {
        error: m('tooManyItems', { max: notificationKinds.length }),
      })
      .refine((items) => new Set(items.map((item) => item.kind)).size === items.length, {
        error: m('duplicateItems'),
      }),
  });
export type UpdateNotificationPreferences = z.infer<
  ReturnType<typeof updateNotificationPreferencesSchema>
>;

/** A parameter the text of a kind shows: short text or a number, never markup. */
export const notificationParamsSchema = z.record(
  z.string(),
  z.union([z.string(), z.number(), z.null()]),
);
export type NotificationParams = z.infer<typeof notificationParamsSchema>;

/** How long a comment's first line may be in a notification's parameters. */
export const NOTIFICATION_EXCERPT_LENGTH = 140;

/** One notification as its reader sees it. */
export const notificationSchema = z.object({
  /** Increasing: a newer notification, or a grouped one brought up to date, has a larger id. */
  id: z.number().int().positive(),
  kind: notificationKindSchema,
  params: notificationParamsSchema,
  /** The web app's path of the thing itself. */
  link: z.string(),
  /** How many events a grouped notification stands for (1 for the others). */
  count: z.number().int().positive(),
  createdAt: isoDateTimeSchema,
  readAt: isoDateTimeSchema.nullable(),
});
export type NotificationItem = z.infer<typeof notificationSchema>;

export const NOTIFICATIONS_PAGE_SIZE = 20;

/** GET notifications: newest first; `before` is the previous page's `nextCursor`. */
export const notificationsQuerySchema = z.strictObject({
  before: idTextSchema.optional(),
  limit: decimalTextSchema.pipe(z.number().int().min(1).max(50)).default(NOTIFICATIONS_PAGE_SIZE),
});
export type NotificationsQuery = z.input<typeof notificationsQuerySchema>;

export const notificationsPageSchema = z.object({
  items: z.array(notificationSchema),
  /** The `before` of the next (older) page; null when this one is the last. */
  nextCursor: z.number().int().positive().nullable(),
});
export type NotificationsPage = z.infer<typeof notificationsPageSchema>;

/**
 * A place in the live stream's order (ARCHITECTURE.md, "Notifications", "Order"), written
 * `<transaction>-<id>`: the transaction that wrote the notification, then its id. The stream
 * sends a notification only once every transaction before its own has ended, in this order,
 * so one written by a transaction that commits late still comes after what was already sent.
 */
export const STREAM_POSITION_PATTERN = /^(\d{1,19})-(\d{1,10})$/;
export const streamPositionSchema = z.string().regex(STREAM_POSITION_PATTERN);
export type StreamPosition = z.infer<typeof streamPositionSchema>;

/**
 * GET notifications/unread-count: what the bell shows, and the stream's position when it was
 * counted: the live stream's first connection sends it as Last-Event-ID, so whatever arrives
 * after the count comes down the stream.
 */
export const unreadNotificationsSchema = z.object({
  unread: z.number().int().nonnegative(),
  position: streamPositionSchema,
});
export type UnreadNotifications = z.infer<typeof unreadNotificationsSchema>;

export const notificationParamsPathSchema = z.strictObject({ id: idTextSchema });

/**
 * GET notifications/stream: the header a reconnecting reader sends, the position of the last
 * event it received (each event's id); the stream then first sends what came after it.
 */
export const LAST_EVENT_ID_HEADER = 'last-event-id';
export const notificationStreamHeadersSchema = z.object({
  [LAST_EVENT_ID_HEADER]: streamPositionSchema.optional(),
});

/** The stream's event name for a notification (its data: one `notificationSchema`). */
export const NOTIFICATION_EVENT = 'notification';
/** Seconds between the stream's heartbeats (comments), which also re-check the session. */
export const NOTIFICATION_STREAM_HEARTBEAT_SECONDS = 20;
