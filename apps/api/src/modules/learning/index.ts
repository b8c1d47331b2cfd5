/**
 * The student's learning area: directions, subjects, homework and lectures (ARCHITECTURE.md,
 * "Learning"). Other parts of the API may use the due-date rule, and the repository (the unit
 * of work builds it on its transaction), and a student's progress per subject (staff's user page).
 */
export { dueDate } from './due-date.js';
export { createLearningRepository, type LearningRepository } from './repository.js';
export { type DirectionProgress, studentSubjectProgress } from './student-progress.js';
