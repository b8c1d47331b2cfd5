import type { CourseType } from '@academy/contracts';
import { and, eq, type Placeholder, type SQL, sql } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import type { Executor } from '../../db/client.js';
import { enrolments } from '../../db/schema/index.js';

export type EnrolmentRecord = typeof enrolments.$inferSelect;

/**
 * `exists` condition: the user is enrolled in the direction in `directionColumn`. Learning
 * queries put it in their own statement, so the enrolment check costs no extra query.
 */
export function isEnrolledIn(
  userId: number | Placeholder,
  directionColumn: PgColumn | SQL,
): SQL<boolean> {
  return sql<boolean>`exists (select 1 from ${enrolments} where ${enrolments.userId} = ${userId} and ${enrolments.directionId} = ${directionColumn})`;
}

export function createEnrolmentsRepository(db: Executor) {
  return {
    /** Enrols a student (again: keeps the first enrolment). */
    async enrol(input: {
      userId: number;
      directionId: number;
      courseType: CourseType;
      enrolledAt?: Date;
    }): Promise<void> {
      await db
        .insert(enrolments)
        .values({ ...input, enrolledAt: input.enrolledAt ?? new Date() })
        .onConflictDoNothing();
    },

    async find(userId: number, directionId: number): Promise<EnrolmentRecord | null> {
      const [row] = await db
        .select()
        .from(enrolments)
        .where(and(eq(enrolments.userId, userId), eq(enrolments.directionId, directionId)));
      return row ?? null;
    },

    /** The enrolment, locked until the transaction ends; null when there is none. */
    async lock(userId: number, directionId: number): Promise<EnrolmentRecord | null> {
      const [row] = await db
        .select()
        .from(enrolments)
        .where(and(eq(enrolments.userId, userId), eq(enrolments.directionId, directionId)))
        .for('update');
      return row ?? null;
    },

    async setCourseType(id: number, courseType: CourseType): Promise<void> {
      await db.update(enrolments).set({ courseType }).where(eq(enrolments.id, id));
    },

    /** Ends an enrolment: the row goes; the student's work and certificates are not tied to it. */
    async remove(id: number): Promise<void> {
      await db.delete(enrolments).where(eq(enrolments.id, id));
    },

    async listForUser(userId: number): Promise<EnrolmentRecord[]> {
      return db.select().from(enrolments).where(eq(enrolments.userId, userId));
    },
  };
}
export type EnrolmentsRepository = ReturnType<typeof createEnrolmentsRepository>;
