/**
 * The audit log (ARCHITECTURE.md, "The staff area"): every staff change, written with
 * `recordAudit(scope, …)` inside the change's unit of work, so an entry exists exactly when
 * its change committed.
 */
export { recordAudit } from './record-audit.js';
export { type AuditRecord, type AuditRepository, createAuditRepository } from './repository.js';
