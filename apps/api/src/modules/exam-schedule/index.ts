/**
 * What other parts of the API use of the exam schedule: its repositories (an applicant's
 * booking as the mailed link's page reads it, which staff booking in admission reads too),
 * the sittings' rules, and the time zone and seats read and taken in another module's unit
 * of work.
 */
export { queueExamBookedMail } from './booked-mail.js';
export { createRebookingRepository, type RebookingApplicant } from './rebooking-repository.js';
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
