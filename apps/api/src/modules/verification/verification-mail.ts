import { type CourseType, paths, VERIFICATION_LINK_LIFETIME_HOURS } from '@academy/contracts';
import type { Executor } from '../../db/client.js';
import { EXAM_DURATION_MINUTES } from '../exam-schedule/slots.js';
import { createOutboxRepository, type MailRecipient } from '../mail/outbox-repository.js';
import { renderVerificationMail } from '../mail/templates/verification-mail.js';
import { issueLink } from '../one-time-links/issue-link.js';

export interface BookingDetails {
  bookingId: number;
  startsAt: Date;
  courseType: CourseType;
  timeZone: string;
}

/**
 * Issues a fresh verification link (256 random bits, stored as a hash, VERIFICATION_LINK_LIFETIME_HOURS) and queues the
 * mail carrying it and the booking, on `tx`, so the link and the mail exist exactly when the
 * surrounding change commits. Older unused links of the user stop working.
 */
export async function queueVerificationMail(
  tx: Executor,
  context: { publicUrl: string; now: Date },
  recipient: MailRecipient,
  booking: BookingDetails | null,
): Promise<void> {
  const { publicUrl, now } = context;
  const link = await issueLink(tx, {
    purpose: 'verification',
    userId: recipient.id,
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
      uid: `exam-booking-${booking.bookingId}@${new URL(publicUrl).hostname}`,
      startsAt: booking.startsAt,
      durationMinutes: EXAM_DURATION_MINUTES,
      timeZone: booking.timeZone,
      courseType: booking.courseType,
    },
  });
  await createOutboxRepository(tx).enqueue({ to: recipient.email, ...mail }, now);
}
