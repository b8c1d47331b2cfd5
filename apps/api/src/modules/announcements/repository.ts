import { ANNOUNCEMENTS_SHOWN } from '@academy/contracts';
import { and, count, desc, eq, isNull, or, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.js';
import { announcements, directions, enrolments, users } from '../../db/schema/index.js';

export type AnnouncementRecord = typeof announcements.$inferSelect;
export type AnnouncementInsert = typeof announcements.$inferInsert;

/** A row with what the staff list shows beside it: the direction's title, the author's name. */
const withNames = {
  announcement: announcements,
  directionTitle: directions.title,
  authorName: users.fullName,
};

export type AnnouncementWithNames = {
  announcement: AnnouncementRecord;
  directionTitle: string | null;
  authorName: string | null;
};

export function createAnnouncementsRepository(db: Executor) {
  const named = () =>
    db
      .select(withNames)
      .from(announcements)
      .leftJoin(directions, eq(directions.id, announcements.directionId))
      .leftJoin(users, eq(users.id, announcements.createdBy));

  return {
    async page(offset: number, limit: number) {
      const [rows, [total]] = await Promise.all([
        named()
          .orderBy(desc(announcements.createdAt), desc(announcements.id))
          .limit(limit)
          .offset(offset),
        db.select({ value: count() }).from(announcements),
      ]);
      return { rows, total: total?.value ?? 0 };
    },

    async find(id: number): Promise<AnnouncementWithNames | null> {
      const [row] = await named().where(eq(announcements.id, id));
      return row ?? null;
    },

    async directionTitle(id: number): Promise<string | null> {
      const [row] = await db
        .select({ title: directions.title })
        .from(directions)
        .where(eq(directions.id, id));
      return row?.title ?? null;
    },

    async insert(values: AnnouncementInsert): Promise<AnnouncementRecord> {
      const [row] = await db.insert(announcements).values(values).returning();
      if (!row) throw new Error('Announcement insert returned no row');
      return row;
    },

    /** The row locked until the transaction ends (a withdrawal audits once); null if none. */
    async lock(id: number): Promise<AnnouncementRecord | null> {
      const [row] = await db
        .select()
        .from(announcements)
        .where(eq(announcements.id, id))
        .for('update');
      return row ?? null;
    },

    async withdraw(id: number, actorId: number, at: Date): Promise<void> {
      await db
        .update(announcements)
        .set({ withdrawnAt: at, withdrawnBy: actorId })
        .where(eq(announcements.id, id));
    },

    /**
     * The announcements that reach a student, newest first, in one statement: to everyone,
     * to a direction they are enrolled in, or to the course format of one of their
     * enrolments; not withdrawn.
     */
    async reaching(userId: number) {
      const enrolledIn = sql`exists (select 1 from ${enrolments} where ${enrolments.userId} = ${userId} and ${enrolments.directionId} = ${announcements.directionId})`;
      const studiesAs = sql`exists (select 1 from ${enrolments} where ${enrolments.userId} = ${userId} and ${enrolments.courseType} = ${announcements.courseType})`;
      return db
        .select()
        .from(announcements)
        .where(
          and(
            isNull(announcements.withdrawnAt),
            or(
              eq(announcements.audience, 'everyone'),
              and(eq(announcements.audience, 'direction'), enrolledIn),
              and(eq(announcements.audience, 'course_type'), studiesAs),
            ),
          ),
        )
        .orderBy(desc(announcements.createdAt), desc(announcements.id))
        .limit(ANNOUNCEMENTS_SHOWN);
    },
  };
}
