import type { UnitOfWorkScope } from '../../db/unit-of-work.js';
import { createOutboxRepository, type OutgoingMail } from './outbox-repository.js';

/**
 * Queues a mail in the unit's transaction; the sender is woken once the unit has committed
 * (db/unit-of-work.ts), so the mail leaves exactly when the change it tells of is kept.
 */
export async function queueMail(
  scope: Pick<UnitOfWorkScope, 'tx' | 'mailQueued'>,
  mail: OutgoingMail,
  now: Date,
): Promise<number> {
  const id = await createOutboxRepository(scope.tx).enqueue(mail, now);
  scope.mailQueued();
  return id;
}
