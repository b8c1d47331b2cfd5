import { auditActions, auditEntityTypes } from '@academy/contracts';
import { index, integer, jsonb, pgTable, text } from 'drizzle-orm/pg-core';
import { createdAt, id } from './helpers.js';
import { users } from './users.js';

/**
 * Every change staff make: who, what, when, the record before and after. Rows are written
 * in the transaction of the change (modules/audit) and never updated or deleted. Action and
 * entity type are typed from contracts' lists but carry no CHECK: the log only ever grows
 * new kinds of entry, and an old entry must stay readable whatever the lists become.
 */
export const auditLog = pgTable(
  'audit_log',
  {
    id: id(),
    /** The staff member; null once their account is gone (the entry stays). */
    actorId: integer('actor_id').references(() => users.id, { onDelete: 'set null' }),
    action: text('action', { enum: auditActions }).notNull(),
    entityType: text('entity_type', { enum: auditEntityTypes }).notNull(),
    entityId: text('entity_id').notNull(),
    /**
     * The record's name when the change was made, so the log still names it once it is
     * renamed or deleted; null for records without one and for entries written before.
     */
    title: text('title'),
    before: jsonb('before').$type<Record<string, unknown> | null>(),
    after: jsonb('after').$type<Record<string, unknown> | null>(),
    createdAt: createdAt(),
  },
  (t) => [
    index('audit_log_created_at_idx').on(t.createdAt),
    index('audit_log_actor_id_idx').on(t.actorId, t.createdAt),
    index('audit_log_entity_idx').on(t.entityType, t.entityId, t.createdAt),
  ],
);
