import type { TransactionScope } from '../../db/unit-of-work.js';
import { type AuditRecord, createAuditRepository } from './repository.js';

/** Records a staff change in the change's own unit of work (ARCHITECTURE.md, "The staff area"). */
export async function recordAudit(scope: TransactionScope, entry: AuditRecord): Promise<void> {
  await createAuditRepository(scope.tx).record(entry);
}
