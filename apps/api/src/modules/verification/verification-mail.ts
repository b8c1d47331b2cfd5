import { type CourseType, paths, VERIFICATION_LINK_LIFETIME_HOURS } from '@academy/contracts';
import type { UnitOfWorkScope } from '../../db/unit-of-work.js';
import { findExamBooking } from '../applicants/index.js';
import { academyTimeZone, EXAM_DURATION_MINUTES } from '../exam-schedule/index.js';
import type { MailRecipient } from '../mail/index.js';
import { bookingCalendarUid, queueMail, renderVerificationMail } from '../mail/index.js';
import { issueLink } from '../one-time-links/index.js';

export interface BookingDetails {
  bookingId: number;
  startsAt: Date;
  courseType: CourseType;
  timeZone: string;
  /** The calendar entry's revision; 0 for a booking no mail has changed. */
  calendarSequence?: number;
}

/**
 * Issues a fresh verification link (256 random bits, stored as a hash,
 * VERIFICATION_LINK_LIFETIME_HOURS) and queues the mail carrying it and the booking, in the
 * unit of work of the surrounding change, so the link and the mail exist exactly when it
 * commits (and the sender is woken then). Older unused links of the user stop working.
 */
export async function queueVerificationMail(
  scope: UnitOfWorkScope,
  context: { publicUrl: string; now: Date },
  recipient: MailRecipient,
  booking: BookingDetails | null,
): Promise<void> {
  const { publicUrl, now } = context;
  const link = await issueLink(scope, {
    purpose: 'verification',
    userId: recipient.id,
    email: recipient.email,
    lifetimeHours: VERIFICATION_LINK_LIFETIME_HOURS,
    now,
    publicUrl,
    page: paths.auth.verification,
  });

  const mail = renderVerificationMail({
    language: recipient.language,
    fullName: recipient.fullName,
    link,
    linkLifetimeHours: VERIFICATION_LINK_LIFETIME_HOURS,
    siteUrl: publicUrl,
    booking: booking && {
      uid: bookingCalendarUid(booking.bookingId, publicUrl),
      sequence: booking.calendarSequence ?? 0,
      startsAt: booking.startsAt,
      durationMinutes: EXAM_DURATION_MINUTES,
      timeZone: booking.timeZone,
      courseType: booking.courseType,
    },
  });
  await queueMail(scope, { to: recipient.email, ...mail }, now);
}

/**
 * A fresh verification link for an applicant, with their booking if they have one: what a
 * resend mails, asked for by the applicant (POST auth/verification/resend) or by staff
 * (POST admin/applicants/{id}/verification-mail). The caller has applied the one-a-minute
 * rule (requestLinkMail) in the same unit of work.
 */
export async function queueFreshVerificationMail(
  scope: UnitOfWorkScope,
  context: { publicUrl: string; now: Date },
  recipient: MailRecipient,
): Promise<void> {
  const booking = await findExamBooking(scope, recipient.id);
  const timeZone = await academyTimeZone(scope);
  await queueVerificationMail(scope, context, recipient, booking && { ...booking, timeZone });
}
