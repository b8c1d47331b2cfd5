/*
 * Query keys of the exam schedule. Saving the schedule changes the sittings (their capacity,
 * which ones there are), so a save refreshes everything below `examKeys.all`.
 */
export const examKeys = {
  all: ['exam-schedule'] as const,
  schedule: ['exam-schedule', 'schedule'] as const,
  slots: (from: string | undefined, to: string | undefined) =>
    ['exam-schedule', 'slots', from ?? null, to ?? null] as const,
  bookings: (slotId: number) => ['exam-schedule', 'bookings', slotId] as const,
};
