/** What other parts of the API use of the exam schedule: its repository and the sittings' rules. */
export { createExamScheduleRepository } from './repository.js';
export { EXAM_DURATION_MINUTES, isBookable, scheduledSlotAt, scheduledSlots } from './slots.js';
