import type { UnitOfWorkScope } from '../../db/unit-of-work.js';
import { bookingCalendarUid, queueMail, renderExamBookedMail } from '../mail/index.js';
import type { RebookingApplicant } from './rebooking-repository.js';
import { EXAM_DURATION_MINUTES } from './slots.js';

/**
 * Queues the mail of a new booking after a cancelled sitting, made with the mailed link or
 * by staff: the sitting in the applicant's language with its first calendar entry.
 */
export async function queueExamBookedMail(
  scope: UnitOfWorkScope,
  booking: {
    applicant: Pick<RebookingApplicant, 'email' | 'fullName' | 'language' | 'courseType'>;
    bookingId: number;
    sitting: { startsAt: Date; timeZone: string };
    bookedBy: 'applicant' | 'staff';
    publicUrl: string;
    at: Date;
  },
): Promise<void> {
  const { applicant, publicUrl } = booking;
  const mail = renderExamBookedMail({
    language: applicant.language,
    fullName: applicant.fullName,
    sitting: booking.sitting,
    courseType: applicant.courseType,
    durationMinutes: EXAM_DURATION_MINUTES,
    calendar: {
      uid: bookingCalendarUid(booking.bookingId, publicUrl),
      sequence: 0,
      siteUrl: publicUrl,
    },
    bookedBy: booking.bookedBy,
  });
  await queueMail(scope, { to: applicant.email, ...mail }, booking.at);
}
