import type { NotificationItem, StreamPosition } from '@academy/contracts';
import { and, desc, eq, inArray, isNull, lt, type SQL, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.js';
import {
  enrolments,
  notificationPreferences,
  notifications,
  users,
} from '../../db/schema/index.js';
import type { NotificationEvent, Recipients } from './kinds.js';

const columns = {
  id: notifications.id,
  kind: notifications.kind,
  params: notifications.params,
  link: notifications.link,
  count: notifications.count,
  createdAt: notifications.createdAt,
  readAt: notifications.readAt,
};

interface Row {
  id: number;
  kind: NotificationItem['kind'];
  params: NotificationItem['params'];
  link: string;
  count: number;
  createdAt: Date;
  readAt: Date | null;
}

export const notificationOf = (row: Row): NotificationItem => ({
  id: row.id,
  kind: row.kind,
  params: row.params,
  link: row.link,
  count: row.count,
  createdAt: row.createdAt.toISOString(),
  readAt: row.readAt?.toISOString() ?? null,
});

/** A place in the live stream's order: the writing transaction, then the id. */
export interface Position {
  txId: number;
  id: number;
}

/** The largest id: with a transaction, "after everything that transaction wrote". */
const MAX_ID = 2_147_483_647;

export const positionText = (position: Position): StreamPosition =>
  `${position.txId}-${position.id}`;

/** Reads a Last-Event-ID the contract has checked (`STREAM_POSITION_PATTERN`). */
export function positionOf(text: StreamPosition): Position {
  const [txId = '0', id = '0'] = text.split('-');
  return { txId: Number(txId), id: Number(id) };
}

/**
 * The oldest transaction still open (or the next one, when none is): every transaction
 * before it has ended, so rows written before it are all there is to read.
 */
const horizon = sql`pg_snapshot_xmin(pg_current_snapshot())::text::bigint`;

/** Who receives an event, as a condition on `users`; only accounts that may sign in. */
function recipientsWhere(recipients: Recipients): SQL | undefined {
  const who = (() => {
    if ('userIds' in recipients) return inArray(users.id, [...recipients.userIds]);
    if ('roles' in recipients) return inArray(users.role, [...recipients.roles]);
    const { enrolled } = recipients;
    const which =
      'directionId' in enrolled
        ? eq(enrolments.directionId, enrolled.directionId)
        : eq(enrolments.courseType, enrolled.courseType);
    return sql`exists (select 1 from ${enrolments} where ${enrolments.userId} = ${users.id} and ${which})`;
  })();
  return and(who, eq(users.isBlacklisted, false), isNull(users.deactivatedAt));
}

export function createNotificationsRepository(db: Executor) {
  return {
    /**
     * One notification per recipient; a grouped event adds to the recipient's unread row of
     * its group instead (a larger id, so the live stream sends it again). Answers each
     * recipient's id and the row's count (1: a new row; more: an unread group added to).
     */
    async add(
      recipients: Recipients,
      event: NotificationEvent,
      at: Date,
    ): Promise<{ userId: number; count: number }[]> {
      if ('userIds' in recipients && recipients.userIds.length === 0) return [];
      // One statement for every recipient. A grouped event meets the recipient's unread row
      // of its group (the partial unique index) and adds to it, under a fresh id from the
      // column's sequence, so the row comes after everything already sent.
      const result = await db.execute<{ user_id: number }>(sql`
        insert into ${notifications} (user_id, kind, params, link, group_key, created_at)
        select ${users.id}, ${event.kind}, ${JSON.stringify(event.params)}::jsonb, ${event.link},
               ${event.groupKey ?? null}::text, ${at.toISOString()}::timestamptz
        from ${users}
        where ${recipientsWhere(recipients)}
        on conflict (user_id, kind, group_key) where read_at is null and group_key is not null
        do update set id = default,
                      tx_id = default,
                      count = ${notifications}.count + 1,
                      params = excluded.params,
                      link = excluded.link,
                      created_at = excluded.created_at
        returning user_id, count`);
      const rows = (result as unknown as { rows: { user_id: number; count: number }[] }).rows;
      return rows.map((row) => ({ userId: Number(row.user_id), count: Number(row.count) }));
    },

    /** The user's notifications older than `before` (all when none), newest first. */
    async page(userId: number, before: number | undefined, limit: number) {
      const rows = await db
        .select(columns)
        .from(notifications)
        .where(
          and(
            eq(notifications.userId, userId),
            before === undefined ? undefined : lt(notifications.id, before),
          ),
        )
        .orderBy(desc(notifications.id))
        .limit(limit + 1);
      return {
        items: rows.slice(0, limit).map(notificationOf),
        nextCursor: rows.length > limit ? (rows[limit - 1]?.id ?? null) : null,
      };
    },

    /**
     * The user's notifications after `after` in the stream's order, oldest first, of
     * transactions that every other has caught up with (below the oldest one still open), so
     * no later read can find one before them. `heldBack`: some after `after` wait for an
     * older transaction still open.
     */
    async since(
      userId: number,
      after: Position,
      limit: number,
    ): Promise<{ rows: { item: NotificationItem; position: Position }[]; heldBack: boolean }> {
      const settled = sql`${notifications.txId} < ${horizon}`;
      const rows = await db
        .select({ ...columns, txId: notifications.txId, settled: sql<boolean>`${settled}` })
        .from(notifications)
        .where(
          and(
            eq(notifications.userId, userId),
            sql`(${notifications.txId}, ${notifications.id}) > (${after.txId}, ${after.id})`,
          ),
        )
        .orderBy(notifications.txId, notifications.id)
        .limit(limit);
      const firstHeld = rows.findIndex((row) => !row.settled);
      const sendable = firstHeld === -1 ? rows : rows.slice(0, firstHeld);
      return {
        rows: sendable.map((row) => ({
          item: notificationOf(row),
          position: { txId: Number(row.txId), id: row.id },
        })),
        heldBack: firstHeld !== -1,
      };
    },

    /**
     * Where a stream starts that sends what comes from now on: before every transaction still
     * open, so a notification being written now is sent once it commits (one that committed
     * a moment ago may come again; the web reads the count afresh for each).
     */
    async now(): Promise<Position> {
      const result = await db.execute<{ horizon: string }>(sql`select ${horizon} as horizon`);
      const [row] = (result as unknown as { rows: { horizon: string }[] }).rows;
      return { txId: Number(row?.horizon ?? 0) - 1, id: MAX_ID };
    },

    /** The unread count and the stream's position now, for the bell. */
    async unread(userId: number): Promise<{ unread: number; position: StreamPosition }> {
      const [row] = await db
        .select({
          unread: sql<number>`count(*) filter (where ${isNull(notifications.readAt)})`.mapWith(
            Number,
          ),
          horizon: sql<string>`${horizon}`,
        })
        .from(notifications)
        .where(eq(notifications.userId, userId));
      const start = { txId: Number(row?.horizon ?? 0) - 1, id: MAX_ID };
      return { unread: row?.unread ?? 0, position: positionText(start) };
    },

    /** Marks one read; false when the user has no such notification. */
    async read(userId: number, id: number, at: Date): Promise<boolean> {
      const rows = await db
        .update(notifications)
        .set({ readAt: sql`coalesce(${notifications.readAt}, ${at.toISOString()}::timestamptz)` })
        .where(and(eq(notifications.id, id), eq(notifications.userId, userId)))
        .returning({ id: notifications.id });
      return rows.length > 0;
    },

    async readAll(userId: number, at: Date): Promise<void> {
      await db
        .update(notifications)
        .set({ readAt: at })
        .where(and(eq(notifications.userId, userId), isNull(notifications.readAt)));
    },

    /** Of `userIds`, those who chose a mail at once for `kind`, with what the mail needs. */
    async mailedAtOnce(userIds: readonly number[], kind: NotificationItem['kind']) {
      if (userIds.length === 0) return [];
      return db
        .select({
          id: users.id,
          email: users.email,
          fullName: users.fullName,
          language: users.language,
        })
        .from(notificationPreferences)
        .innerJoin(users, eq(users.id, notificationPreferences.userId))
        .where(
          and(
            inArray(notificationPreferences.userId, [...userIds]),
            eq(notificationPreferences.kind, kind),
            eq(notificationPreferences.mode, 'email'),
          ),
        )
        .orderBy(users.id);
    },

    /** Tells listening processes (the live streams) whose notifications changed. */
    async announce(userIds: readonly number[]): Promise<void> {
      if (userIds.length === 0) return;
      const unique = [...new Set(userIds)];
      const payload = unique.join(',');
      // NOTIFY's payload must stay under 8000 bytes: beyond that, "everyone, look".
      await db.execute(
        sql`select pg_notify(${NOTIFICATIONS_CHANNEL}, ${payload.length < 7000 ? payload : '*'})`,
      );
    },
  };
}

/** The database channel that carries "these users have new notifications". */
export const NOTIFICATIONS_CHANNEL = 'notifications';
