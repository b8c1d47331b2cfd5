import { z } from 'zod';
import { decimalTextSchema, idSchema, isoDateTimeSchema } from './common.js';
import { courseTypeSchema } from './enums.js';
import { englishMessages, hasEdgeSpace, type MessageFormatter } from './validation.js';

/*
 * Announcements (ARCHITECTURE.md, "Announcements"): staff post a notice to every student, to
 * the students of one direction, or to those of one course format, written in English and in
 * Russian; a student reads those that reach them on the dashboard, in the interface's
 * language. Staff withdraw one, and it is gone from every dashboard at once.
 */

/** Length limits (`lessThan`, as in `fieldLimits`). */
export const announcementLimits = {
  title: { lessThan: 201 },
  /** Markdown, rendered with the lecture renderer. */
  body: { lessThan: 10_001 },
} as const;

/** The most announcements a student's dashboard shows: the newest. */
export const ANNOUNCEMENTS_SHOWN = 10;
export const ADMIN_ANNOUNCEMENTS_PAGE_SIZE = 20;

/** Whom an announcement reaches: every student, a direction's, or a course format's. */
export const announcementAudiences = ['everyone', 'direction', 'course_type'] as const;
export const announcementAudienceSchema = z.enum(announcementAudiences);
export type AnnouncementAudience = z.infer<typeof announcementAudienceSchema>;

/** Both languages are required, so every student reads it in their own (no fallback). */
const requiredLine = (lessThan: number, m: MessageFormatter) =>
  z.string({ error: m('required') }).superRefine((value, ctx) => {
    const fail = (message: string) => ctx.addIssue({ code: 'custom', message, input: value });
    if (value.trim().length === 0) return fail(m('required'));
    if (hasEdgeSpace(value)) return fail(m('noEdgeSpace'));
    if (value.length >= lessThan) return fail(m('maxLength', { lessThan }));
  });

const requiredMarkdown = (lessThan: number, m: MessageFormatter) =>
  z.string({ error: m('required') }).superRefine((value, ctx) => {
    const fail = (message: string) => ctx.addIssue({ code: 'custom', message, input: value });
    if (value.trim().length === 0) return fail(m('required'));
    if (value.length >= lessThan) return fail(m('maxLength', { lessThan }));
  });

/**
 * POST admin/announcements. `directionId` is given for the direction audience only,
 * `courseType` for the course-format audience only.
 */
export const announcementRequestSchema = (m: MessageFormatter = englishMessages) =>
  z
    .strictObject({
      audience: announcementAudienceSchema,
      directionId: idSchema.nullable(),
      courseType: courseTypeSchema.nullable(),
      titleEn: requiredLine(announcementLimits.title.lessThan, m),
      titleRu: requiredLine(announcementLimits.title.lessThan, m),
      bodyEn: requiredMarkdown(announcementLimits.body.lessThan, m),
      bodyRu: requiredMarkdown(announcementLimits.body.lessThan, m),
    })
    .superRefine((request, ctx) => {
      const wantsDirection = request.audience === 'direction';
      if (wantsDirection && request.directionId === null) {
        ctx.addIssue({ code: 'custom', path: ['directionId'], message: m('required') });
      }
      if (!wantsDirection && request.directionId !== null) {
        ctx.addIssue({ code: 'custom', path: ['directionId'], message: m('invalidOption') });
      }
      const wantsFormat = request.audience === 'course_type';
      if (wantsFormat && request.courseType === null) {
        ctx.addIssue({ code: 'custom', path: ['courseType'], message: m('required') });
      }
      if (!wantsFormat && request.courseType !== null) {
        ctx.addIssue({ code: 'custom', path: ['courseType'], message: m('invalidOption') });
      }
    });
export type AnnouncementRequest = z.infer<ReturnType<typeof announcementRequestSchema>>;

export const adminAnnouncementsQuerySchema = z.strictObject({
  page: decimalTextSchema.pipe(z.number().int().min(1).max(10_000)).default(1),
  pageSize: decimalTextSchema
    .pipe(z.number().int().min(1).max(100))
    .default(ADMIN_ANNOUNCEMENTS_PAGE_SIZE),
});
export type AdminAnnouncementsQuery = z.input<typeof adminAnnouncementsQuerySchema>;

/** An announcement as staff see it: whom it reaches, both languages, who posted it. */
export const adminAnnouncementSchema = z.object({
  id: z.number().int(),
  audience: announcementAudienceSchema,
  direction: z.object({ id: z.number().int(), title: z.string() }).nullable(),
  courseType: courseTypeSchema.nullable(),
  titleEn: z.string(),
  titleRu: z.string(),
  bodyEn: z.string(),
  bodyRu: z.string(),
  /** Null once the staff member's account is gone. */
  author: z.object({ id: z.number().int(), fullName: z.string() }).nullable(),
  createdAt: isoDateTimeSchema,
  /** When it was withdrawn; null while students see it. */
  withdrawnAt: isoDateTimeSchema.nullable(),
});
export type AdminAnnouncement = z.infer<typeof adminAnnouncementSchema>;

/** GET admin/announcements: newest first. */
export const adminAnnouncementsResponseSchema = z.object({
  items: z.array(adminAnnouncementSchema),
  total: z.number().int().nonnegative(),
  page: z.number().int().positive(),
  pageSize: z.number().int().positive(),
});
export type AdminAnnouncementsResponse = z.infer<typeof adminAnnouncementsResponseSchema>;

/** An announcement as a student reads it: both languages, the screen picks its own. */
export const announcementSchema = z.object({
  id: z.number().int(),
  title: z.object({ en: z.string(), ru: z.string() }),
  body: z.object({ en: z.string(), ru: z.string() }),
  createdAt: isoDateTimeSchema,
});
export type Announcement = z.infer<typeof announcementSchema>;

/** GET announcements: those reaching the caller, newest first, at most ANNOUNCEMENTS_SHOWN. */
export const myAnnouncementsResponseSchema = z.object({ items: z.array(announcementSchema) });
export type MyAnnouncementsResponse = z.infer<typeof myAnnouncementsResponseSchema>;
