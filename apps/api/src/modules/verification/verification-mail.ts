import { type CourseType, type Language, paths } from '@academy/contracts';
import type { Executor } from '../../db/client.js';
import { hashToken, randomToken } from '../../lib/secrets.js';
import { EXAM_DURATION_MINUTES } from '../exam-schedule/slots.js';
import { createOutboxRepository } from '../mail/outbox-repository.js';
import { renderVerificationMail } from '../mail/templates/verification-mail.js';
import { createOneTimeTokensRepository } from './repository.js';

/** A verification link works for a day (SECURITY.md: at most 24 h). */
export const VERIFICATION_LINK_TTL_MS = 24 * 60 * 60 * 1000;

export interface VerificationRecipient {
  id: number;
  email: string;
  fullName: string;
  language: Language;
}

export interface BookingDetails {
  bookingId: number;
  startsAt: Date;
  courseType: CourseType;
  timeZone: string;
}

/**
 * The page a verification link opens. Built from PUBLIC_URL, never from a request's Host
 * header, so a forged Host cannot point the mailed link elsewhere.
 */
export function verificationLink(publicUrl: string, token: string): string {
  return `${publicUrl}${paths.auth.verification}?token=${encodeURIComponent(token)}`;
}

/**
 * Issues a fresh verification link (256 random bits, stored as a hash, 24 h) and queues the
 * mail carrying it and the booking, on `tx`, so the link and the mail exist exactly when the
 * surrounding change commits. Older unused links of the user stop working.
 */
export async function queueVerificationMail(
  tx: Executor,
  context: { publicUrl: string; now: Date },
  recipient: VerificationRecipient,
  booking: BookingDetails | null,
): Promise<void> {
  const { publicUrl, now } = context;
  const tokens = createOneTimeTokensRepository(tx);
  await tokens.expireUnused(recipient.id, 'verification', now);
  const token = randomToken();
  await tokens.insert({
    purpose: 'verification',
    tokenHash: hashToken(token),
    userId: recipient.id,
    expiresAt: new Date(now.getTime() + VERIFICATION_LINK_TTL_MS),
  });

  const mail = renderVerificationMail({
    language: recipient.language,
    fullName: recipient.fullName,
    link: verificationLink(publicUrl, token),
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
