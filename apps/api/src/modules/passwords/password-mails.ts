import { paths, RESET_LINK_LIFETIME_HOURS } from '@academy/contracts';
import type { Executor } from '../../db/client.js';
import { createOutboxRepository, type MailRecipient } from '../mail/outbox-repository.js';
import {
  renderPasswordChangedMail,
  renderPasswordResetMail,
} from '../mail/templates/password-mails.js';
import { issueLink } from '../one-time-links/issue-link.js';
import { createOneTimeTokensRepository } from '../one-time-links/repository.js';

/** At most one reset mail per account per minute, however often it is asked for. */
export const RESET_MAIL_COOLDOWN_MS = 60 * 1000;

/**
 * Issues a reset link (256 random bits, stored as a hash, RESET_LINK_LIFETIME_HOURS) and queues its mail, on
 * `tx`. Older unused reset links of the user stop working. Answers false, doing nothing, when
 * the previous link went out less than a minute ago.
 */
export async function queuePasswordResetMail(
  tx: Executor,
  context: { publicUrl: string; now: Date },
  recipient: MailRecipient,
): Promise<boolean> {
  const { publicUrl, now } = context;
  const last = await createOneTimeTokensRepository(tx).lastIssuedAt(recipient.id, 'reset');
  if (last && now.getTime() - last.getTime() < RESET_MAIL_COOLDOWN_MS) return false;

  const link = await issueLink(tx, {
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
  await createOutboxRepository(tx).enqueue({ to: recipient.email, ...mail }, now);
  return true;
}

/** Queues the notice that the password changed, on `tx`. */
export async function queuePasswordChangedMail(
  tx: Executor,
  context: { publicUrl: string; now: Date },
  recipient: MailRecipient,
): Promise<void> {
  const mail = renderPasswordChangedMail({
    language: recipient.language,
    fullName: recipient.fullName,
    changedAt: context.now,
    forgotPasswordLink: `${context.publicUrl}${paths.auth.forgotPassword}`,
  });
  await createOutboxRepository(tx).enqueue({ to: recipient.email, ...mail }, context.now);
}
