import { paths, RESET_LINK_LIFETIME_HOURS } from '@academy/contracts';
import type { Repositories } from '../../db/unit-of-work.js';
import type { MailRecipient } from '../mail/index.js';
import { renderPasswordChangedMail, renderPasswordResetMail } from '../mail/index.js';
import { issueLink, linkMailedRecently } from '../one-time-links/index.js';

/**
 * Issues a reset link (256 random bits, stored as a hash, RESET_LINK_LIFETIME_HOURS) and
 * queues its mail, in the change's unit of work. Older unused reset links of the user stop
 * working. Answers false, doing nothing, when the previous link went out less than a minute
 * ago (LINK_MAIL_COOLDOWN_MS); the unit of work holds the user's row lock.
 */
export async function queuePasswordResetMail(
  repos: Pick<Repositories, 'oneTimeLinks' | 'outbox'>,
  context: { publicUrl: string; now: Date },
  recipient: MailRecipient,
): Promise<boolean> {
  const { publicUrl, now } = context;
  const recent = { purpose: 'reset' as const, userId: recipient.id, now };
  if (await linkMailedRecently(repos.oneTimeLinks, recent)) return false;

  const link = await issueLink(repos.oneTimeLinks, {
    purpose: 'reset',
    userId: recipient.id,
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
  });
  await repos.outbox.enqueue({ to: recipient.email, ...mail }, now);
  return true;
}

/** Queues the notice that the password changed, in the change's unit of work. */
export async function queuePasswordChangedMail(
  repos: Pick<Repositories, 'outbox'>,
  context: { publicUrl: string; now: Date },
  recipient: MailRecipient,
): Promise<void> {
  const mail = renderPasswordChangedMail({
    language: recipient.language,
    fullName: recipient.fullName,
    changedAt: context.now,
    forgotPasswordLink: `${context.publicUrl}${paths.auth.forgotPassword}`,
  });
  await repos.outbox.enqueue({ to: recipient.email, ...mail }, context.now);
}
