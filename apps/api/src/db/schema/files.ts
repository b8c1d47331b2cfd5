import { index, integer, pgTable, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { createdAt, oneOf } from './helpers.js';
import { users } from './users.js';

/**
 * Who may download a stored file: `public` ones (direction images, badges, lecture files) by
 * anyone through files/{id}/public; `private` ones (a student's submission files) only by
 * their owner and staff, through files/{id} with a bearer.
 */
export const fileVisibilities = ['public', 'private'] as const;
export type FileVisibility = (typeof fileVisibilities)[number];

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
    visibility: text('visibility', { enum: fileVisibilities }).notNull().default('public'),
    createdBy: integer('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('files_storage_key_unique').on(t.storageKey),
    index('files_created_by_idx').on(t.createdBy),
    oneOf('files_visibility_valid', t.visibility, fileVisibilities),
  ],
);
