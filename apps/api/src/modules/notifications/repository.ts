import type { NotificationItem } from '@academy/contracts';
import { and, desc, eq, inArray, isNull, lt, type SQL, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.js';
import { notifications, users } from '../../db/schema/index.js';
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

/** Who receives an event: the users named, or everyone of the roles, who can sign in. */
function recipientsWhere(recipients: Recipients): SQL | undefined {
  const who =
    'userIds' in recipients
      ? inArray(users.id, [...recipients.userIds])
      : inArray(users.role, [...recipients.roles]);
  return and(who, eq(users.isBlacklisted, false), isNull(users.deactivatedAt));
}

export function createNotificationsRepository(db: Executor) {
  return {
    /**
     * One notification per recipient; a grouped event adds to the recipient's unread row of
     * its group instead (a larger id, so the live stream sends it again). Answers the
     * recipients' ids.
     */
    async add(recipients: Recipients, event: NotificationEvent, at: Date): Promise<number[]> {
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
                      count = ${notifications}.count + 1,
                      params = excluded.params,
                      link = excluded.link,
                      created_at = excluded.created_at
        returning user_id`);
      const rows = (result as unknown as { rows: { user_id: number }[] }).rows;
      return rows.map((row) => Number(row.user_id));
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

    /** The user's notifications newer than `after`, oldest first (what a stream missed). */
    async since(userId: number, after: number, limit: number): Promise<NotificationItem[]> {
      const rows = await db
        .select(columns)
        .from(notifications)
        .where(and(eq(notifications.userId, userId), sql`${notifications.id} > ${after}`))
        .orderBy(notifications.id)
        .limit(limit);
      return rows.map(notificationOf);
    },

    /** The id of the user's newest notification, 0 when they have none. */
    async newestId(userId: number): Promise<number> {
      const [row] = await db
        .select({ id: sql<number>`coalesce(max(${notifications.id}), 0)`.mapWith(Number) })
        .from(notifications)
        .where(eq(notifications.userId, userId));
      return row?.id ?? 0;
    },

    /** The unread count and the newest id, in one statement: one moment's view of both. */
    async unread(userId: number): Promise<{ unread: number; latestId: number }> {
      const [row] = await db
        .select({
          unread: sql<number>`count(*) filter (where ${isNull(notifications.readAt)})`.mapWith(
            Number,
          ),
          latestId: sql<number>`coalesce(max(${notifications.id}), 0)`.mapWith(Number),
        })
        .from(notifications)
        .where(eq(notifications.userId, userId));
      return { unread: row?.unread ?? 0, latestId: row?.latestId ?? 0 };
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
