/**
 * A due date as the reader's calendar and clock write it: homework's due dates and the
 * reminders of them in the notifications.
 */
export function formatDueDate(dueAt: string, language: string): string {
  return new Intl.DateTimeFormat(language, { dateStyle: 'medium', timeStyle: 'short' }).format(
    new Date(dueAt),
  );
}
