import { type ReviewKind, reviewAuditEntityId } from '@academy/contracts';
import type { AuditRecord } from '../audit/index.js';

interface ReviewSnapshot {
  reviewStatus: string;
  reviewComment: string | null;
}

/**
 * The audit entry of a verdict (ARCHITECTURE.md, "The staff area"): entity type `review`,
 * action `pass` or `fail`. Submissions and test attempts are numbered apart, so the entity
 * id names the kind too (contracts' `reviewAuditEntityId`: `mini-project:12`, `task:7`).
 */
export function reviewAuditEntry(input: {
  reviewerId: number;
  kind: ReviewKind;
  id: number;
  before: ReviewSnapshot;
  /** `correction`: an admin turned a verdict already given around (corrections.ts). */
  after: ReviewSnapshot & { reviewStatus: 'passed' | 'failed'; correction?: true };
}): AuditRecord {
  return {
    actorId: input.reviewerId,
    action: input.after.reviewStatus === 'passed' ? 'pass' : 'fail',
    entityType: 'review',
    entityId: reviewAuditEntityId(input.kind, input.id),
    before: { ...input.before },
    after: { ...input.after },
  };
}
