import { type SQL, sql } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';

const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * When an item is due: `dueDays` days after the student's enrolment (ARCHITECTURE.md,
 * "Learning"); null when the content sets no due date.
 */
export function dueDate(enrolledAt: Date, dueDays: number | null): Date | null {
  return dueDays === null ? null : new Date(enrolledAt.getTime() + dueDays * DAY_MS);
}

/**
 * `dueDate` in SQL, for reads that select by due date: the same whole days of 24 hours
 * after the enrolment (seconds, so no calendar's daylight saving moves it).
 */
export function dueDateSql(enrolledAt: PgColumn, dueDays: PgColumn): SQL<Date> {
  return sql<Date>`(${enrolledAt} + ${dueDays} * interval '86400 seconds')`;
}
