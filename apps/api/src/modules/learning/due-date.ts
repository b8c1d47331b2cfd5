const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * When an item is due: `dueDays` days after the student's enrolment (ARCHITECTURE.md,
 * "Learning"); null when the content sets no due date.
 */
export function dueDate(enrolledAt: Date, dueDays: number | null): Date | null {
  return dueDays === null ? null : new Date(enrolledAt.getTime() + dueDays * DAY_MS);
}
