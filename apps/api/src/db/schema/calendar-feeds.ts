import { integer, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { createdAt, instant } from './helpers.js';
import { users } from './users.js';

/**
 * A student's private calendar feed (ARCHITECTURE.md, "Calendar feed"): one per student,
 * found by the SHA-256 of the token its address carries, never by the token itself. A new
 * address replaces the row; turning the feed off deletes it. `last_used_at` is when a
 * calendar last fetched it, written at most once an hour.
 */
export const calendarFeeds = pgTable(
  'calendar_feeds',
  {
    userId: integer('user_id')
      .primaryKey()
      .references(() => users.id, { onDelete: 'cascade' }),
    tokenHash: text('token_hash').notNull(),
    createdAt: createdAt(),
    lastUsedAt: instant('last_used_at'),
  },
  (t) => [uniqueIndex('calendar_feeds_token_hash_unique').on(t.tokenHash)],
);
