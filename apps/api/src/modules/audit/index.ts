/**
 * The audit log (ARCHITECTURE.md, "The staff area"): every staff change, written with
 * `repos.audit.record(…)` inside the change's unit of work, so an entry exists exactly when
 * its change committed.
 */
export { type AuditRecord, type AuditRepository, createAuditRepository } from './repository.js';
