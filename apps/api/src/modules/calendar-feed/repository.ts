import { and, eq, isNull, lt, or } from 'drizzle-orm';
import type { Executor } from '../../db/client.js';
import {
  applicants,
  calendarFeeds,
  examBookings,
  examSlots,
  users,
} from '../../db/schema/index.js';

/** A calendar app fetches a feed every few hours: its last use is written at most hourly. */
const LAST_USED_STEP_MS = 60 * 60 * 1000;

export function createCalendarFeedRepository(db: Executor) {
  return {
    async status(userId: number) {
      const [row] = await db
        .select({ createdAt: calendarFeeds.createdAt, lastUsedAt: calendarFeeds.lastUsedAt })
        .from(calendarFeeds)
        .where(eq(calendarFeeds.userId, userId));
      return row ?? null;
    },

    /** Gives the user a feed under `tokenHash`, replacing the one before: its creation. */
    async replace(userId: number, tokenHash: string, now: Date): Promise<Date> {
      const [row] = await db
        .insert(calendarFeeds)
        .values({ userId, tokenHash, createdAt: now })
        .onConflictDoUpdate({
          target: calendarFeeds.userId,
          set: { tokenHash, createdAt: now, lastUsedAt: null },
        })
        .returning({ createdAt: calendarFeeds.createdAt });
      if (!row) throw new Error('Calendar feed upsert returned no row');
      return row.createdAt;
    },

    async remove(userId: number): Promise<void> {
      await db.delete(calendarFeeds).where(eq(calendarFeeds.userId, userId));
    },

    /**
     * The feed's owner with what its calendar shows of them besides their work (their
     * exam), in one statement; null for a hash no feed has.
     */
    async owner(tokenHash: string) {
      const [row] = await db
        .select({
          userId: users.id,
          role: users.role,
          language: users.language,
          blocked: users.isBlacklisted,
          deactivatedAt: users.deactivatedAt,
          lastUsedAt: calendarFeeds.lastUsedAt,
          examBookingId: examBookings.id,
          examStartsAt: examSlots.startsAt,
        })
        .from(calendarFeeds)
        .innerJoin(users, eq(users.id, calendarFeeds.userId))
        .leftJoin(applicants, eq(applicants.userId, users.id))
        .leftJoin(examBookings, eq(examBookings.applicantId, applicants.id))
        .leftJoin(examSlots, eq(examSlots.id, examBookings.slotId))
        .where(eq(calendarFeeds.tokenHash, tokenHash));
      return row ?? null;
    },

    /** Notes a fetch of the feed, unless one was noted within the hour. */
    async noteUse(userId: number, now: Date): Promise<void> {
      await db
        .update(calendarFeeds)
        .set({ lastUsedAt: now })
        .where(
          and(
            eq(calendarFeeds.userId, userId),
            or(
              isNull(calendarFeeds.lastUsedAt),
              lt(calendarFeeds.lastUsedAt, new Date(now.getTime() - LAST_USED_STEP_MS)),
            ),
          ),
        );
    },
  };
}
