import { index, integer, pgTable, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { createdAt } from './helpers.js';
import { users } from './users.js';

/**
 * Stored files (images, badges, submissions). Addressed by a generated UUID; the bytes live
 * under the storage key, and the client's file name is kept only as metadata.
 */
export const files = pgTable(
  'files',
  {
    id: uuid('id').primaryKey(),
    storageKey: text('storage_key').notNull(),
    contentType: text('content_type').notNull(),
    size: integer('size').notNull(),
    /** SHA-256 of the bytes (base64url): the strong ETag. */
    sha256: text('sha256').notNull(),
    originalName: text('original_name'),
    createdBy: integer('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('files_storage_key_unique').on(t.storageKey),
    index('files_created_by_idx').on(t.createdBy),
  ],
);
