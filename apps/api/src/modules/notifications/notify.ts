import type { UnitOfWorkScope } from '../../db/unit-of-work.js';
import { academyTimeZone } from '../exam-schedule/index.js';
import { queueMail, renderNotificationMail } from '../mail/index.js';
import type { NotificationEvent, Recipients } from './kinds.js';
import { createNotificationsRepository } from './repository.js';

/** What `notify` needs of the unit of work: its transaction, and the outbox's. */
export type NotifyScope = Pick<UnitOfWorkScope, 'tx' | 'mailQueued' | 'publicUrl'>;

/**
 * Gives each recipient the event's notification, in the caller's transaction: the event and
 * its notifications commit together, or neither (ARCHITECTURE.md, "Notifications"). The
 * database announces the recipients to every process on commit (NOTIFY), so their open
 * streams send it at once. A recipient who chose a mail at once for the kind is mailed in the
 * same transaction; of a grouped kind only when the event starts an unread group, so a
 * mentor gets one mail for 40 submissions until they read it. Answers the users notified.
 *
 *   await notify(scope, { userIds: [studentId] }, notificationEvents.certificateIssued({ title }), now);
 */
export async function notify(
  scope: NotifyScope,
  recipients: Recipients,
  event: NotificationEvent,
  at: Date,
): Promise<number[]> {
  const repository = createNotificationsRepository(scope.tx);
  const rows = await repository.add(recipients, event, at);
  const notified = rows.map((row) => row.userId);
  const started = rows.filter((row) => row.count === 1).map((row) => row.userId);
  const mailed = await repository.mailedAtOnce(started, event.kind);
  const timeZone = mailed.length > 0 ? await academyTimeZone(scope) : '';
  for (const recipient of mailed) {
    const mail = renderNotificationMail({
      language: recipient.language,
      fullName: recipient.fullName,
      timeZone,
      notification: {
        kind: event.kind,
        params: event.params,
        count: 1,
        link: `${scope.publicUrl}${event.link}`,
      },
    });
    await queueMail(scope, { to: recipient.email, ...mail }, at);
  }
  await repository.announce(notified);
  return notified;
}
