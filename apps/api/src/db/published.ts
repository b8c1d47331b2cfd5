import { and, eq, type SQL } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';

/*
 * Drafts stay the staff's: a student sees a lecture, test or mini project only when it, its
 * chapter, its subject and its direction are all published (ARCHITECTURE.md, "The staff
 * area"). Every student read joins the path above what it reads and adds this condition, so
 * a draft anywhere above is the 404 of unknown content and counts for nothing.
 *
 * This is the rule's source. The kept counts' triggers repeat it in SQL (migrations 0012 and
 * 0014, for an item and its chapter; every read that shows the counts checks the subject and
 * direction itself): `kept-count-rules.test.ts` holds them to it.
 */

/** Every given content row's `status` column is `published`. */
export function allPublished(...statuses: PgColumn[]): SQL {
  return and(...statuses.map((status) => eq(status, 'published'))) as SQL;
}
