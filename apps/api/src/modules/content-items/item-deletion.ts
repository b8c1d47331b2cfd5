import type { AuditEntityType, ItemDeletionImpact } from '@academy/contracts';
import type { UnitOfWorkScope } from '../../db/unit-of-work.js';
import { conflict, notFound } from '../../lib/http-error.js';
import { recordAudit } from '../audit/index.js';

/*
 * The deletion rule the three editors share (ARCHITECTURE.md, "Content editors"): the item is
 * locked, what students lose is read, and without `confirm` a deletion that takes students'
 * work is refused (409 ERR_CONTENT_HAS_PROGRESS). The audit entry keeps the item as it was,
 * with that impact.
 */

/**
 * Deletes a lecture, test or mini project in the caller's unit of work. `remove` deletes the
 * locked item (and what goes with it) and answers what the audit entry keeps of it.
 */
export async function deleteItem<Item>(
  scope: UnitOfWorkScope,
  deletion: {
    actorId: number;
    id: number;
    confirm: boolean;
    entityType: AuditEntityType;
    repository: {
      lock(id: number): Promise<Item | null>;
      impact(id: number): Promise<ItemDeletionImpact>;
    };
    remove(item: Item): Promise<Record<string, unknown>>;
  },
): Promise<void> {
  const { actorId, id, confirm, entityType, repository, remove } = deletion;
  const item = await repository.lock(id);
  if (!item) throw notFound();
  const impact = await repository.impact(id);
  if (impact.students > 0 && !confirm) throw conflict('ERR_CONTENT_HAS_PROGRESS');
  const snapshot = await remove(item);
  await recordAudit(scope, {
    actorId,
    action: 'delete',
    entityType,
    entityId: id,
    before: { ...snapshot, impact },
    after: null,
  });
}
