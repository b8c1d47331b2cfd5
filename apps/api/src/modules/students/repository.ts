import { and, eq, max, ne, type SQL, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.js';
import { directions, enrolments, subscriptions, users } from '../../db/schema/index.js';

export function createStudentsRepository(db: Executor) {
  return {
    /** The user's own profile with the end of their free trial, in one query. */
    async findProfile(userId: number) {
      const trialEnd = db
        .select({ endsAt: max(subscriptions.endsAt) })
        .from(subscriptions)
        .where(and(eq(subscriptions.userId, userId), eq(subscriptions.kind, 'trial')));
      const trialEndsAt: SQL<Date | null> = sql`(${trialEnd})`.mapWith(subscriptions.endsAt);
      const [row] = await db
        .select({
          id: users.id,
          fullName: users.fullName,
          email: users.email,
          role: users.role,
          firstSessionId: users.firstSessionId,
          trialEndsAt,
        })
        .from(users)
        .where(eq(users.id, userId));
      return row ?? null;
    },

    /** The user's name and phone, locked until the transaction ends (the profile's edit). */
    async contactsForUpdate(userId: number) {
      const [row] = await db
        .select({ fullName: users.fullName, phone: users.phone })
        .from(users)
        .where(eq(users.id, userId))
        .for('update');
      return row ?? null;
    },

    /** Whether another account than the user's has this phone (E.164). */
    async phoneTakenByOther(userId: number, phone: string): Promise<boolean> {
      const [row] = await db
        .select({ id: users.id })
        .from(users)
        .where(and(eq(users.phone, phone), ne(users.id, userId)));
      return row !== undefined;
    },

    /** Writes the user's name and phone (E.164). */
    async updateContacts(userId: number, contacts: { fullName: string; phone: string }, now: Date) {
      await db
        .update(users)
        .set({ ...contacts, updatedAt: now })
        .where(eq(users.id, userId));
    },

    /** The directions the user is enrolled in, with the course format of each, by title. */
    async listEnrolments(userId: number) {
      return db
        .select({
          directionId: enrolments.directionId,
          title: directions.title,
          courseType: enrolments.courseType,
        })
        .from(enrolments)
        .innerJoin(directions, eq(directions.id, enrolments.directionId))
        .where(eq(enrolments.userId, userId))
        .orderBy(directions.title);
    },
  };
}
