import type {
  AuditAction,
  AuditEntityType,
  AuditEntry,
  AuditListResponse,
  auditQuerySchema,
} from '@academy/contracts';
import { and, count, desc, eq, gte, lt, type SQL } from 'drizzle-orm';
import type { z } from 'zod';
import type { Executor } from '../../db/client.js';
import { auditLog, users } from '../../db/schema/index.js';

/** One staff change, as a service records it inside the change's own unit of work. */
export interface AuditRecord {
  actorId: number;
  action: AuditAction;
  entityType: AuditEntityType;
  entityId: number | string;
  /** The record before the change (null for a creation) and after it (null for a deletion). */
  before?: Record<string, unknown> | null;
  after?: Record<string, unknown> | null;
}

export type AuditFilter = z.output<typeof auditQuerySchema>;

const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * A snapshot as JSON stores it: dates as ISO strings, undefined fields left out, so that
 * what the log shows later is what was written, whatever the record's types were.
 */
function snapshot(record: Record<string, unknown> | null | undefined) {
  if (!record) return null;
  return JSON.parse(JSON.stringify(record)) as Record<string, unknown>;
}

export function createAuditRepository(db: Executor) {
  return {
    /**
     * Writes one entry. Call it on the unit of work's repositories (`repos.audit`), so the
     * entry commits with the change and goes with it when the change rolls back.
     */
    async record(entry: AuditRecord): Promise<void> {
      await db.insert(auditLog).values({
        actorId: entry.actorId,
        action: entry.action,
        entityType: entry.entityType,
        entityId: String(entry.entityId),
        before: snapshot(entry.before),
        after: snapshot(entry.after),
      });
    },

    /** A page of entries, newest first, and how many match: two statements. */
    async list(filter: AuditFilter): Promise<AuditListResponse> {
      const conditions: SQL[] = [];
      if (filter.actorId !== undefined) conditions.push(eq(auditLog.actorId, filter.actorId));
      if (filter.entityType) conditions.push(eq(auditLog.entityType, filter.entityType));
      if (filter.entityId) conditions.push(eq(auditLog.entityId, filter.entityId));
      if (filter.action) conditions.push(eq(auditLog.action, filter.action));
      if (filter.from)
        conditions.push(gte(auditLog.createdAt, new Date(`${filter.from}T00:00:00Z`)));
      if (filter.to) {
        conditions.push(
          lt(auditLog.createdAt, new Date(Date.parse(`${filter.to}T00:00:00Z`) + DAY_MS)),
        );
      }
      const where = conditions.length > 0 ? and(...conditions) : undefined;

      const [rows, [total]] = await Promise.all([
        db
          .select({
            id: auditLog.id,
            createdAt: auditLog.createdAt,
            action: auditLog.action,
            entityType: auditLog.entityType,
            entityId: auditLog.entityId,
            before: auditLog.before,
            after: auditLog.after,
            actorId: users.id,
            actorName: users.fullName,
            actorEmail: users.email,
          })
          .from(auditLog)
          .leftJoin(users, eq(users.id, auditLog.actorId))
          .where(where)
          .orderBy(desc(auditLog.createdAt), desc(auditLog.id))
          .limit(filter.pageSize)
          .offset((filter.page - 1) * filter.pageSize),
        db.select({ total: count() }).from(auditLog).where(where),
      ]);

      const items: AuditEntry[] = rows.map((row) => ({
        id: row.id,
        at: row.createdAt.toISOString(),
        actor:
          row.actorId !== null && row.actorName !== null && row.actorEmail !== null
            ? { id: row.actorId, fullName: row.actorName, email: row.actorEmail }
            : null,
        action: row.action,
        entityType: row.entityType,
        entityId: row.entityId,
        before: (row.before ?? null) as AuditEntry['before'],
        after: (row.after ?? null) as AuditEntry['after'],
      }));
      return { items, total: total?.total ?? 0, page: filter.page, pageSize: filter.pageSize };
    },
  };
}

export type AuditRepository = ReturnType<typeof createAuditRepository>;
