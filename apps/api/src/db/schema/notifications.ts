import {
  type NotificationKind,
  type NotificationParams,
  notificationKinds,
  notificationModes,
} from '@academy/contracts';
import { sql } from 'drizzle-orm';
import {
  bigint,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { createdAt, id, instant, oneOf } from './helpers.js';
import { users } from './users.js';

/**
 * A user's in-app notifications (ARCHITECTURE.md, "Notifications"): a kind and its
 * parameters, which the web writes in the reader's language, and the path of the thing
 * itself. A grouped kind keeps one unread row per `group_key` ("3 new submissions to
 * review"): a further event adds to its `count` and gives it a new, larger id (the live
 * stream's order), rather than adding a row. Once read, the next event starts a new row.
 * `tx_id` is the transaction that wrote the row (or brought it up to date): the live stream
 * sends rows in (tx_id, id) order, each once every transaction before it has ended
 * (ARCHITECTURE.md, "Notifications", "Order").
 */
export const notifications = pgTable(
  'notifications',
  {
    id: id(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    kind: text('kind', { enum: notificationKinds }).notNull(),
    params: jsonb('params').$type<NotificationParams>().notNull(),
    link: text('link').notNull(),
    groupKey: text('group_key'),
    count: integer('count').notNull().default(1),
    createdAt: createdAt(),
    readAt: instant('read_at'),
    txId: bigint('tx_id', { mode: 'number' })
      .notNull()
      .default(sql`(pg_current_xact_id()::text::bigint)`),
  },
  (t) => [
    index('notifications_user_id_idx').on(t.userId, t.id.desc()),
    index('notifications_stream_idx').on(t.userId, t.txId, t.id),
    index('notifications_unread_idx').on(t.userId).where(sql`${t.readAt} is null`),
    uniqueIndex('notifications_group_unread_unique')
      .on(t.userId, t.kind, t.groupKey)
      .where(sql`${t.readAt} is null and ${t.groupKey} is not null`),
    oneOf('notifications_kind_valid', t.kind, notificationKinds),
  ],
);

/** What a reminder is about: a test, a mini project, or an access period. */
export const reminderSubjects = ['task', 'mini-project', 'period'] as const;
/**
 * The kinds recorded as sent. `access_ending` is not: the period's `reminder_sent_at` marks
 * it, with its mail (modules/billing/reminders.ts).
 */
export const reminderKinds = [
  'due_soon',
  'overdue',
  'access_ended',
] as const satisfies readonly NotificationKind[];

/**
 * The reminders sent (ARCHITECTURE.md, "Notifications", "Reminders"): one row per user, kind
 * and item, written in the transaction that notifies. The unique key lets one run win
 * (`insert … on conflict do nothing returning`), so a reminder goes once, however many
 * processes run the jobs at once.
 */
export const notificationReminders = pgTable(
  'notification_reminders',
  {
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    kind: text('kind', { enum: reminderKinds }).notNull(),
    subject: text('subject', { enum: reminderSubjects }).notNull(),
    subjectId: integer('subject_id').notNull(),
    sentAt: instant('sent_at').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.userId, t.kind, t.subject, t.subjectId] }),
    oneOf('notification_reminders_kind_valid', t.kind, reminderKinds),
    oneOf('notification_reminders_subject_valid', t.subject, reminderSubjects),
  ],
);

/**
 * How a user is told of a kind (ARCHITECTURE.md, "Notifications"): only the kinds whose mode
 * is not the default (`in_app`) have a row, so most users have none and `notify` finds the
 * few to mail with one join.
 */
export const notificationPreferences = pgTable(
  'notification_preferences',
  {
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    kind: text('kind', { enum: notificationKinds }).notNull(),
    mode: text('mode', { enum: notificationModes }).notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.userId, t.kind] }),
    index('notification_preferences_mode_idx').on(t.mode, t.kind),
    oneOf('notification_preferences_kind_valid', t.kind, notificationKinds),
    oneOf('notification_preferences_mode_valid', t.mode, notificationModes),
  ],
);

/**
 * One row per user and day of the daily digest (the academy's calendar day): the key lets
 * only one run write it, in the transaction that queues the mail, so a user gets one digest a
 * day however many processes run the job. `covered_until`: the digest lists what was created
 * after the previous one's, up to this instant. A day with nothing to list keeps its row, so
 * the day is not looked at again.
 */
export const notificationDigests = pgTable(
  'notification_digests',
  {
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    day: date('day', { mode: 'string' }).notNull(),
    coveredUntil: instant('covered_until').notNull(),
    items: integer('items').notNull(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.day] })],
);
