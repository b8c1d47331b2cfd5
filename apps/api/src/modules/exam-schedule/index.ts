/** What other parts of the API use of the exam schedule: its repository and the sittings' rules. */
export { createExamScheduleRepository, scheduleTimeZone } from './repository.js';
export {
  EXAM_DURATION_MINUTES,
  type ExamSchedule,
  isBookable,
  type ScheduledSlot,
  scheduledSlotAt,
  scheduledSlots,
} from './slots.js';
