import type { TransactionScope } from '../../db/unit-of-work.js';
import type { NotificationEvent, Recipients } from './kinds.js';
import { createNotificationsRepository } from './repository.js';

/**
 * Gives each recipient the event's notification, in the caller's transaction: the event and
 * its notifications commit together, or neither (ARCHITECTURE.md, "Notifications"). The
 * database announces the recipients to every process on commit (NOTIFY), so their open
 * streams send it at once. Answers the users notified.
 *
 *   await notify(scope, { userIds: [studentId] }, notificationEvents.certificateIssued({ title }), now);
 */
export async function notify(
  scope: TransactionScope,
  recipients: Recipients,
  event: NotificationEvent,
  at: Date,
): Promise<number[]> {
  const repository = createNotificationsRepository(scope.tx);
  const notified = await repository.add(recipients, event, at);
  await repository.announce(notified);
  return notified;
}
