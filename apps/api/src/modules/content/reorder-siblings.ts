import type { AuditEntityType } from '@academy/contracts';
import type { TransactionScope } from '../../db/unit-of-work.js';
import { badRequest } from '../../lib/http-error.js';
import { recordAudit } from '../audit/index.js';
import type { ContentRepository } from './repository.js';
import { contentIn } from './structure.js';

/**
 * The one reorder of directions, of a direction's subjects and of a subject's chapters
 * (ARCHITECTURE.md, "Content structure"), in the caller's unit of work: locks the siblings'
 * order, refuses ids that are not exactly the current siblings each once (400
 * ERR_REORDER_MISMATCH), stores the new order and records it in the audit log under the
 * parent (`field` holds the order before and after).
 */
export async function reorderSiblings(
  scope: TransactionScope,
  siblings: {
    actorId: number;
    ids: readonly number[];
    /** Locks the order (the caller has found and locked the parent): the ids as they are. */
    lock(repository: ContentRepository): Promise<readonly number[]>;
    order(repository: ContentRepository, ids: readonly number[]): Promise<void>;
    parent: { entityType: AuditEntityType; entityId: number | 'all'; field: string };
  },
): Promise<void> {
  const repository = contentIn(scope);
  const current = await siblings.lock(repository);
  const { ids } = siblings;
  const wanted = new Set(ids);
  const same =
    wanted.size === ids.length &&
    ids.length === current.length &&
    current.every((id) => wanted.has(id));
  if (!same) throw badRequest('ERR_REORDER_MISMATCH');
  await siblings.order(repository, ids);
  const { entityType, entityId, field } = siblings.parent;
  await recordAudit(scope, {
    actorId: siblings.actorId,
    action: 'reorder',
    entityType,
    entityId,
    before: { [field]: current },
    after: { [field]: ids },
  });
}
