/**
 * The student's learning area: directions, subjects, homework and lectures (ARCHITECTURE.md,
 * "Learning"). Other modules may use the due-date rule.
 */
export { dueDate } from './service.js';
