import type { AuditEntry, AuditListResponse } from '@academy/contracts';

/** One audit log entry: an admin revoked a certificate. */
export function anAuditEntry(overrides: Partial<AuditEntry> = {}): AuditEntry {
  return {
    id: 1,
    at: '2026-11-25T10:00:00.000Z',
    actor: { id: 1, fullName: 'Ada Admin', email: 'admin@academy.test' },
    action: 'revoke',
    entityType: 'certificate',
    entityId: '5',
    title: 'Anna Hakobyan — Algorithms',
    gone: false,
    before: { revokedAt: null, revocationReason: null },
    after: { revokedAt: '2026-11-25T10:00:00.000Z', revocationReason: 'Issued by mistake' },
    ...overrides,
  };
}

/** GET admin/audit's answer: the entries given, as the first page. */
export function anAuditPage(
  items: AuditEntry[] = [anAuditEntry()],
  overrides: Partial<AuditListResponse> = {},
): AuditListResponse {
  const actors = items.flatMap((item) =>
    item.actor ? [{ id: item.actor.id, fullName: item.actor.fullName }] : [],
  );
  return {
    items,
    actors: [...new Map(actors.map((actor) => [actor.id, actor])).values()],
    total: items.length,
    page: 1,
    pageSize: 50,
    ...overrides,
  };
}
