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
  return { items, total: items.length, page: 1, pageSize: 50, ...overrides };
}
