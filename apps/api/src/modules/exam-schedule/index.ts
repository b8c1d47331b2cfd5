/**
 * What other parts of the API use of the exam schedule: its repository, the sittings' rules,
 * and the time zone and seats read and taken in another module's unit of work.
 */
export { createExamScheduleRepository, scheduleTimeZone } from './repository.js';
export { academyTimeZone, scheduleForBooking, takeSeat } from './seats.js';
export {
  EXAM_DURATION_MINUTES,
  type ExamSchedule,
  isBookable,
  type ScheduledSlot,
  scheduledSlotAt,
  scheduledSlots,
} from './slots.js';
