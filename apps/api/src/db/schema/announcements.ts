import { announcementAudiences, courseTypes } from '@academy/contracts';
import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, text } from 'drizzle-orm/pg-core';
import { createdAt, id, instant, oneOf } from './helpers.js';
import { directions } from './learning.js';
import { users } from './users.js';

/**
 * Staff announcements (ARCHITECTURE.md, "Announcements"): to every student, to a direction's
 * (`direction_id`) or to a course format's (`course_type`), in English and in Russian. A
 * withdrawn one keeps its row (the staff list and the audit log name it) with
 * `withdrawn_at`. A direction deleted takes its announcements with it.
 */
export const announcements = pgTable(
  'announcements',
  {
    id: id(),
    audience: text('audience', { enum: announcementAudiences }).notNull(),
    directionId: integer('direction_id').references(() => directions.id, { onDelete: 'cascade' }),
    courseType: text('course_type', { enum: courseTypes }),
    titleEn: text('title_en').notNull(),
    titleRu: text('title_ru').notNull(),
    bodyEn: text('body_en').notNull(),
    bodyRu: text('body_ru').notNull(),
    createdBy: integer('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
    withdrawnAt: instant('withdrawn_at'),
    withdrawnBy: integer('withdrawn_by').references(() => users.id, { onDelete: 'set null' }),
  },
  (t) => [
    oneOf('announcements_audience_valid', t.audience, announcementAudiences),
    oneOf('announcements_course_type_valid', t.courseType, courseTypes),
    check(
      'announcements_target_matches_audience',
      sql`(${t.directionId} is not null) = (${t.audience} = 'direction') and (${t.courseType} is not null) = (${t.audience} = 'course_type')`,
    ),
    // The students' read: the current ones, newest first.
    index('announcements_created_at_id_idx').on(t.createdAt, t.id),
    index('announcements_direction_id_idx').on(t.directionId),
  ],
);
