import { paths, RESET_LINK_LIFETIME_HOURS } from '@academy/contracts';
import type { UnitOfWorkScope } from '../../db/unit-of-work.js';
import { academyTimeZone } from '../exam-schedule/index.js';
import type { MailRecipient } from '../mail/index.js';
import { queueMail, renderPasswordChangedMail, renderPasswordResetMail } from '../mail/index.js';
import { issueLink } from '../one-time-links/index.js';

/**
 * Issues a reset link (256 random bits, stored as a hash, RESET_LINK_LIFETIME_HOURS) and
 * queues its mail, in the change's unit of work. Older unused reset links of the user stop
 * working. The caller has applied the one-a-minute rule (requestLinkMail).
 */
export async function queuePasswordResetMail(
  scope: UnitOfWorkScope,
  context: { publicUrl: string; now: Date; sentBy?: 'self' | 'staff' },
  recipient: MailRecipient,
): Promise<void> {
  const { publicUrl, now, sentBy = 'self' } = context;
  const link = await issueLink(scope, {
    purpose: 'reset',
    userId: recipient.id,
    email: recipient.email,
    lifetimeHours: RESET_LINK_LIFETIME_HOURS,
    now,
    publicUrl,
    page: paths.auth.resetPassword,
  });
  const mail = renderPasswordResetMail({
    language: recipient.language,
    fullName: recipient.fullName,
    link,
    linkLifetimeHours: RESET_LINK_LIFETIME_HOURS,
    sentBy,
  });
  await queueMail(scope, { to: recipient.email, ...mail }, now);
}

/** Queues the notice that the password changed, in the change's unit of work. */
export async function queuePasswordChangedMail(
  scope: UnitOfWorkScope,
  context: { publicUrl: string; now: Date },
  recipient: MailRecipient,
): Promise<void> {
  const mail = renderPasswordChangedMail({
    language: recipient.language,
    fullName: recipient.fullName,
    changedAt: context.now,
    timeZone: await academyTimeZone(scope),
    forgotPasswordLink: `${context.publicUrl}${paths.auth.forgotPassword}`,
  });
  await queueMail(scope, { to: recipient.email, ...mail }, context.now);
}
