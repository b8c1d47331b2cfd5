/**
 * The student's learning area: directions, subjects, homework and lectures (ARCHITECTURE.md,
 * "Learning"). Other parts of the API may use the due-date rule, a student's progress per
 * subject (staff's user page), a student's open work with its due dates (the calendar
 * feed), the cache of learning answers the tests' page shares (answers-cache.ts), and the
 * due-date reminders' job (due-reminders.ts).
 */
export { createLearningAnswers, LEARNING_CHANNEL, type LearningAnswers } from './answers-cache.js';
export { dueDate } from './due-date.js';
export { createDueReminderJob, type DueReminderJob } from './due-reminders.js';
export { openWorkOf } from './open-work.js';
export { type DirectionProgress, studentSubjectProgress } from './student-progress.js';
