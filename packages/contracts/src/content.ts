import { z } from 'zod';
import { fileRefSchema, idSchema } from './common.js';
import { contentStatusSchema } from './enums.js';
import { englishMessages, type MessageFormatter, requiredText } from './validation.js';

/*
 * The structure of the learning content as admins edit it (/admin/content): directions, their
 * subjects, the subjects' chapters, and the items of a chapter (lectures, tests, mini
 * projects) as titles in order. The items' own editors are in content-items.ts. Everything
 * staff create is a draft; students see an item only when it and every parent above it are
 * published (ARCHITECTURE.md, "The staff area").
 */

/** Titles of directions, subjects, chapters and new items: at most 199 characters. */
export const STRUCTURE_TITLE_LESS_THAN = 200;
/** Descriptions of directions and subjects. */
export const STRUCTURE_DESCRIPTION_LESS_THAN = 5000;

export const structureTitleSchema = (m: MessageFormatter = englishMessages) =>
  requiredText({ lessThan: STRUCTURE_TITLE_LESS_THAN }, m);

export const structureDescriptionSchema = (m: MessageFormatter = englishMessages) =>
  z
    .string()
    .trim()
    .max(
      STRUCTURE_DESCRIPTION_LESS_THAN - 1,
      m('maxLength', { lessThan: STRUCTURE_DESCRIPTION_LESS_THAN }),
    );

/** The kinds of item a chapter holds. */
export const chapterItemKinds = ['lecture', 'task', 'mini_project'] as const;
export const chapterItemKindSchema = z.enum(chapterItemKinds);
export type ChapterItemKind = z.infer<typeof chapterItemKindSchema>;

/* ---- What the admin reads ---- */

export const adminDirectionSummarySchema = z.object({
  id: z.number().int(),
  title: z.string(),
  description: z.string(),
  status: contentStatusSchema,
  position: z.number().int(),
  /** The direction's picture (a public file), shown to students on their directions. */
  image: fileRefSchema.nullable(),
  subjectCount: z.number().int().nonnegative(),
});
export type AdminDirectionSummary = z.infer<typeof adminDirectionSummarySchema>;

/** GET admin/directions: by position; `search` keeps those whose title contains it. */
export const adminDirectionsQuerySchema = z.strictObject({
  search: z.string().trim().max(STRUCTURE_TITLE_LESS_THAN).optional(),
});
export type AdminDirectionsQuery = z.input<typeof adminDirectionsQuerySchema>;

export const adminDirectionListSchema = z.object({
  items: z.array(adminDirectionSummarySchema),
});
export type AdminDirectionList = z.infer<typeof adminDirectionListSchema>;

export const adminSubjectSummarySchema = z.object({
  id: z.number().int(),
  directionId: z.number().int(),
  title: z.string(),
  description: z.string(),
  status: contentStatusSchema,
  position: z.number().int(),
  chapterCount: z.number().int().nonnegative(),
  /** Lectures, tests and mini projects of all its chapters. */
  itemCount: z.number().int().nonnegative(),
});
export type AdminSubjectSummary = z.infer<typeof adminSubjectSummarySchema>;

export const adminSubjectListSchema = z.object({ items: z.array(adminSubjectSummarySchema) });
export type AdminSubjectList = z.infer<typeof adminSubjectListSchema>;

/** GET admin/directions/{id}: the direction and its subjects in order. */
export const adminDirectionSchema = adminDirectionSummarySchema.extend({
  subjects: z.array(adminSubjectSummarySchema),
});
export type AdminDirection = z.infer<typeof adminDirectionSchema>;

export const chapterItemSchema = z.object({
  id: z.number().int(),
  kind: chapterItemKindSchema,
  title: z.string(),
  status: contentStatusSchema,
  position: z.number().int(),
});
export type ChapterItem = z.infer<typeof chapterItemSchema>;

export const adminChapterSchema = z.object({
  id: z.number().int(),
  subjectId: z.number().int(),
  title: z.string(),
  status: contentStatusSchema,
  position: z.number().int(),
  /** Lectures, tests and mini projects in the chapter's one order. */
  items: z.array(chapterItemSchema),
});
export type AdminChapter = z.infer<typeof adminChapterSchema>;

export const adminChapterListSchema = z.object({ items: z.array(adminChapterSchema) });

const itemCount = z.number().int().nonnegative();

/** Why an item cannot be published as it is: a test without a question. */
export const unpublishableReasons = ['task_without_questions'] as const;

/** A draft item of the chapter that cannot be published as it is, and why. */
export const unpublishableItemSchema = z.object({
  kind: chapterItemKindSchema,
  id: z.number().int(),
  title: z.string(),
  reason: z.enum(unpublishableReasons),
});
export type UnpublishableItem = z.infer<typeof unpublishableItemSchema>;

/**
 * GET admin/chapters/{id}/publish-plan: what "Publish chapter" would publish (the chapter,
 * when it is a draft, and its draft items per kind) and the draft items that stop it.
 */
export const chapterPublishPlanSchema = z.object({
  chapterDraft: z.boolean(),
  drafts: z.object({ lectures: itemCount, tasks: itemCount, miniProjects: itemCount }),
  /** While any is listed, the chapter is not published: POST …/publish answers 409. */
  blocked: z.array(unpublishableItemSchema),
});
export type ChapterPublishPlan = z.infer<typeof chapterPublishPlanSchema>;

/** POST admin/chapters/{id}/publish: the chapter after, and what was published. */
export const chapterPublishResultSchema = z.object({
  chapter: adminChapterSchema,
  published: z.object({
    chapter: z.boolean(),
    lectures: itemCount,
    tasks: itemCount,
    miniProjects: itemCount,
  }),
});
export type ChapterPublishResult = z.infer<typeof chapterPublishResultSchema>;
export type AdminChapterList = z.infer<typeof adminChapterListSchema>;

/** GET admin/subjects/{id}: the subject, its direction, and every chapter with its items. */
export const adminSubjectSchema = z.object({
  id: z.number().int(),
  title: z.string(),
  description: z.string(),
  status: contentStatusSchema,
  position: z.number().int(),
  direction: z.object({ id: z.number().int(), title: z.string(), status: contentStatusSchema }),
  chapters: z.array(adminChapterSchema),
});
export type AdminSubject = z.infer<typeof adminSubjectSchema>;

/**
 * What deleting a direction, subject or chapter takes away: the content under it, and the
 * students' work on that content. Certificates are never deleted (ARCHITECTURE.md,
 * "Certificates"): a direction or subject that has any cannot be deleted, only unpublished.
 */
export const deletionImpactSchema = z.object({
  subjects: z.number().int().nonnegative(),
  chapters: z.number().int().nonnegative(),
  lectures: z.number().int().nonnegative(),
  tasks: z.number().int().nonnegative(),
  miniProjects: z.number().int().nonnegative(),
  /** Students enrolled in the direction (directions only: the enrolment goes with it). */
  enrolments: z.number().int().nonnegative(),
  /** Students with any work (an opened lecture, an attempt, a submission) in it. */
  studentsWithProgress: z.number().int().nonnegative(),
  lectureCompletions: z.number().int().nonnegative(),
  testAttempts: z.number().int().nonnegative(),
  miniProjectSubmissions: z.number().int().nonnegative(),
  /** Certificates issued for it (its subjects' and its own): while any exist, no deletion. */
  certificates: z.number().int().nonnegative(),
  /** Whether students would lose something: DELETE then needs `confirm=true`. */
  needsConfirmation: z.boolean(),
});
export type DeletionImpact = z.infer<typeof deletionImpactSchema>;

/** The students' side of an impact: anything here makes a deletion need confirmation. */
export function impactTouchesStudents(impact: Omit<DeletionImpact, 'needsConfirmation'>): boolean {
  return (
    impact.enrolments +
      impact.studentsWithProgress +
      impact.lectureCompletions +
      impact.testAttempts +
      impact.miniProjectSubmissions +
      impact.certificates >
    0
  );
}

/**
 * A title as siblings compare it: trimmed, runs of spaces as one, case ignored. Two directions,
 * two subjects of a direction or two chapters of a subject may not share it.
 */
export function titleKey(title: string): string {
  return title.trim().replace(/\s+/gu, ' ').toLowerCase();
}

/* ---- What the admin sends ---- */

export const createDirectionRequestSchema = (m: MessageFormatter = englishMessages) =>
  z.strictObject({
    title: structureTitleSchema(m),
    description: structureDescriptionSchema(m).default(''),
  });
export type CreateDirectionRequest = z.input<ReturnType<typeof createDirectionRequestSchema>>;

export const updateDirectionRequestSchema = (m: MessageFormatter = englishMessages) =>
  z.strictObject({
    title: structureTitleSchema(m).optional(),
    description: structureDescriptionSchema(m).optional(),
    /** Its place among the directions (0 first); the others keep their order around it. */
    position: z.number().int().min(0).max(10_000).optional(),
  });
export type UpdateDirectionRequest = z.input<ReturnType<typeof updateDirectionRequestSchema>>;

export const createSubjectRequestSchema = createDirectionRequestSchema;
export type CreateSubjectRequest = CreateDirectionRequest;

export const updateSubjectRequestSchema = (m: MessageFormatter = englishMessages) =>
  z.strictObject({
    title: structureTitleSchema(m).optional(),
    description: structureDescriptionSchema(m).optional(),
  });
export type UpdateSubjectRequest = z.input<ReturnType<typeof updateSubjectRequestSchema>>;

/** A chapter, and a new lecture, test or mini project: a title is all it needs to begin. */
export const titleRequestSchema = (m: MessageFormatter = englishMessages) =>
  z.strictObject({ title: structureTitleSchema(m) });
export type TitleRequest = z.input<ReturnType<typeof titleRequestSchema>>;

/** PUT …/status: publish or unpublish. */
export const contentStatusRequestSchema = z.strictObject({ status: contentStatusSchema });
export type ContentStatusRequest = z.input<typeof contentStatusRequestSchema>;

/** The largest number of siblings one reorder takes. */
export const REORDER_MAX_ITEMS = 1000;

/** PUT …/order: every sibling's id, once each, in the new order. */
export const reorderRequestSchema = z.strictObject({
  ids: z.array(idSchema).min(1).max(REORDER_MAX_ITEMS),
});
export type ReorderRequest = z.input<typeof reorderRequestSchema>;

/**
 * PUT admin/chapters/{id}/items/order: the chapter's items in their new order. An item of
 * another chapter of the same subject may be named: it moves into this chapter.
 */
export const reorderItemsRequestSchema = z.strictObject({
  items: z
    .array(z.strictObject({ kind: chapterItemKindSchema, id: idSchema }))
    .max(REORDER_MAX_ITEMS),
});
export type ReorderItemsRequest = z.input<typeof reorderItemsRequestSchema>;

/** DELETE …: `confirm=true` is needed once students would lose something. */
export const deleteContentQuerySchema = z.strictObject({
  confirm: z.enum(['true', 'false']).optional(),
});
export type DeleteContentQuery = z.input<typeof deleteContentQuerySchema>;

/** POST admin/chapters/{id}/lectures (tests, mini projects): the new draft. */
export const createdChapterItemSchema = chapterItemSchema.extend({ chapterId: z.number().int() });
export type CreatedChapterItem = z.infer<typeof createdChapterItemSchema>;

/* ---- The direction's picture ---- */

export const DIRECTION_IMAGE_MAX_MEGABYTES = 5;
export const DIRECTION_IMAGE_MAX_BYTES = DIRECTION_IMAGE_MAX_MEGABYTES * 1024 * 1024;

/** The picture's accepted kinds: checked by their bytes on the server. */
export const directionImageKinds = [
  { contentType: 'image/png', extensions: ['png'] },
  { contentType: 'image/jpeg', extensions: ['jpg', 'jpeg'] },
  { contentType: 'image/webp', extensions: ['webp'] },
] as const;
export type DirectionImageContentType = (typeof directionImageKinds)[number]['contentType'];

/** The `accept` attribute of the picture's file input. */
export const directionImageAccept = directionImageKinds
  .flatMap((kind) => [kind.contentType, ...kind.extensions.map((e) => `.${e}`)])
  .join(',');

/** The multipart field that carries the picture. */
export const DIRECTION_IMAGE_FIELD = 'file';
