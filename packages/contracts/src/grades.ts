/*
 * Grades and records out (ARCHITECTURE.md, "Grades and records"): a direction's or a
 * subject's grades as CSV, a row per enrolled student, and a student's record as PDF.
 */

/** The columns every grades CSV starts with; a column or two per published item follow. */
export const gradesCsvColumns = [
  'studentId',
  'fullName',
  'email',
  'courseType',
  'enrolledAt',
  'progress',
] as const;

/** `grades-direction-3-2026-11-21.csv`, `grades-subject-12-2026-11-21.csv`. */
export const gradesCsvFileName = (scope: 'direction' | 'subject', id: number, day: string) =>
  `grades-${scope}-${id}-${day}.csv`;

/** `student-record-41.pdf`. */
export const studentRecordFileName = (userId: number) => `student-record-${userId}.pdf`;
