/*
 * Query keys of the exam schedule. Saving the schedule changes the sittings (their capacity,
 * which ones there are), so a save refreshes everything below `examKeys.all`.
 */
export const examKeys = {
  all: ['admin-exams'] as const,
  schedule: ['admin-exams', 'schedule'] as const,
  slots: (from: string | undefined, to: string | undefined) =>
    ['admin-exams', 'slots', from ?? null, to ?? null] as const,
  bookings: (slotId: number) => ['admin-exams', 'bookings', slotId] as const,
};
