import type {
  AuditAction,
  AuditEntityType,
  AuditEntry,
  AuditListResponse,
  auditFilterSchema,
  auditQuerySchema,
} from '@academy/contracts';
import { and, asc, count, desc, eq, gte, isNotNull, lt, type SQL, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { Executor } from '../../db/client.js';
import { auditLog, users } from '../../db/schema/index.js';
import { entityNames, snapshotName } from './entity-names.js';

/** One staff change, as a service records it inside the change's own unit of work. */
export interface AuditRecord {
  actorId: number;
  action: AuditAction;
  entityType: AuditEntityType;
  entityId: number | string;
  /** The record before the change (null for a creation) and after it (null for a deletion). */
  before?: Record<string, unknown> | null;
  after?: Record<string, unknown> | null;
  /**
   * The record's name, when the service knows it better than the snapshots and the record's
   * own row do; left out, it is read from them (`entityNames`, in the change's transaction).
   */
  title?: string | null;
}

export type AuditFilter = z.output<typeof auditFilterSchema>;
/** Where a walk of the log stopped: the entry's stored time as text, and its id. */
export interface AuditCursor {
  at: string;
  id: number;
}
export type AuditPageFilter = z.output<typeof auditQuerySchema>;

const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * A snapshot as JSON stores it: dates as ISO strings, undefined fields left out, so that
 * what the log shows later is what was written, whatever the record's types were.
 */
function snapshot(record: Record<string, unknown> | null | undefined) {
  if (!record) return null;
  return JSON.parse(JSON.stringify(record)) as Record<string, unknown>;
}

function whereOf(filter: AuditFilter): SQL | undefined {
  const conditions: SQL[] = [];
  if (filter.actorId !== undefined) conditions.push(eq(auditLog.actorId, filter.actorId));
  if (filter.entityType) conditions.push(eq(auditLog.entityType, filter.entityType));
  if (filter.entityId) conditions.push(eq(auditLog.entityId, filter.entityId));
  if (filter.action) conditions.push(eq(auditLog.action, filter.action));
  if (filter.from) conditions.push(gte(auditLog.createdAt, new Date(`${filter.from}T00:00:00Z`)));
  if (filter.to) {
    conditions.push(
      lt(auditLog.createdAt, new Date(Date.parse(`${filter.to}T00:00:00Z`) + DAY_MS)),
    );
  }
  return conditions.length > 0 ? and(...conditions) : undefined;
}

export function createAuditRepository(db: Executor) {
  const selectEntries = (where: SQL | undefined) =>
    db
      .select({
        id: auditLog.id,
        createdAt: auditLog.createdAt,
        cursorAt: sql<string>`${auditLog.createdAt}::text`,
        action: auditLog.action,
        entityType: auditLog.entityType,
        entityId: auditLog.entityId,
        title: auditLog.title,
        before: auditLog.before,
        after: auditLog.after,
        actorId: users.id,
        actorName: users.fullName,
        actorEmail: users.email,
      })
      .from(auditLog)
      .leftJoin(users, eq(users.id, auditLog.actorId))
      .where(where)
      .orderBy(desc(auditLog.createdAt), desc(auditLog.id));
  type Row = Awaited<ReturnType<typeof selectEntries>>[number];

  /**
   * The rows as the API answers them. Which records still exist is asked once per kind on
   * the page; an entry written before names were kept is named by its snapshots, or by its
   * record as it is now.
   */
  async function entries(rows: Row[]): Promise<AuditEntry[]> {
    const kinds = [...new Set(rows.map((row) => row.entityType))];
    const existing = new Map(
      await Promise.all(
        kinds.map(
          async (kind) =>
            [
              kind,
              await entityNames(
                db,
                kind,
                rows.filter((row) => row.entityType === kind).map((row) => row.entityId),
              ),
            ] as const,
        ),
      ),
    );
    return rows.map((row) => {
      const current = existing.get(row.entityType)?.get(row.entityId);
      const before = (row.before ?? null) as AuditEntry['before'];
      const after = (row.after ?? null) as AuditEntry['after'];
      return {
        id: row.id,
        at: row.createdAt.toISOString(),
        actor:
          row.actorId !== null && row.actorName !== null && row.actorEmail !== null
            ? { id: row.actorId, fullName: row.actorName, email: row.actorEmail }
            : null,
        action: row.action,
        entityType: row.entityType,
        entityId: row.entityId,
        title: row.title ?? snapshotName(after) ?? snapshotName(before) ?? (current || null),
        gone: current === undefined && row.entityId !== 'all',
        before,
        after,
      };
    });
  }

  return {
    /**
     * Writes one entry. Call it on the unit of work's transaction (`recordAudit`), so the
     * entry commits with the change and goes with it when the change rolls back.
     */
    async record(entry: AuditRecord): Promise<void> {
      const entityId = String(entry.entityId);
      const title =
        entry.title !== undefined
          ? entry.title
          : (snapshotName(entry.after) ??
            snapshotName(entry.before) ??
            ((await entityNames(db, entry.entityType, [entityId])).get(entityId) || null));
      await db.insert(auditLog).values({
        actorId: entry.actorId,
        action: entry.action,
        entityType: entry.entityType,
        entityId,
        title,
        before: snapshot(entry.before),
        after: snapshot(entry.after),
      });
    },

    /**
     * A page of entries, newest first, how many match, and every actor the log holds; each
     * entry says whether its record is still there (a statement per kind of record shown).
     */
    async list(filter: AuditPageFilter): Promise<AuditListResponse> {
      const where = whereOf(filter);
      const [rows, [total], actors] = await Promise.all([
        selectEntries(where)
          .limit(filter.pageSize)
          .offset((filter.page - 1) * filter.pageSize),
        db.select({ total: count() }).from(auditLog).where(where),
        db
          .selectDistinct({ id: users.id, fullName: users.fullName })
          .from(auditLog)
          .innerJoin(users, eq(users.id, auditLog.actorId))
          .where(isNotNull(auditLog.actorId))
          .orderBy(asc(users.fullName), asc(users.id)),
      ]);
      return {
        items: await entries(rows),
        actors,
        total: total?.total ?? 0,
        page: filter.page,
        pageSize: filter.pageSize,
      };
    },

    /**
     * The entries of a filter after a cursor, newest first (the CSV export's keyset walk),
     * and the cursor of the last. The cursor's time is the stored one as text, so its
     * microseconds are never rounded away.
     */
    async batch(
      filter: AuditFilter,
      after: AuditCursor | null,
      size: number,
    ): Promise<{ entries: AuditEntry[]; cursor: AuditCursor | null }> {
      const where = and(
        whereOf(filter),
        after
          ? sql`(${auditLog.createdAt}, ${auditLog.id}) < (${after.at}::timestamptz, ${after.id})`
          : undefined,
      );
      const rows = await selectEntries(where).limit(size);
      const last = rows.at(-1);
      return {
        entries: await entries(rows),
        cursor: last ? { at: last.cursorAt, id: last.id } : null,
      };
    },
  };
}

export type AuditRepository = ReturnType<typeof createAuditRepository>;
