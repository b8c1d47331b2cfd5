import { z } from 'zod';
import { codeExerciseSchema } from './code-exercise.js';
import { fileIdSchema, idSchema, idTextSchema, MAX_ID } from './common.js';
import { answerTypeSchema, contentStatusSchema } from './enums.js';
import { projectAnswerTypeSchema } from './learning.js';
import { englishMessages, hasEdgeSpace, type MessageFormatter } from './validation.js';

/*
 * The staff's editors of one content item at a time (ARCHITECTURE.md, "The staff area",
 * "Content editors"): a lecture with its attachments, a test with its questions and answers,
 * a mini project with its questions. Saving a test or a mini project sends the whole item;
 * questions and answers that carry an `id` are kept (and updated), those without one are
 * added, and those left out are removed.
 *
 * Every save also names the `revision` the editor loaded; a save made after another one
 * (another admin's, say) is refused with 409 ERR_CONTENT_CHANGED and changes nothing, so no
 * admin overwrites another's work unknowingly (ARCHITECTURE.md, "Content editors").
 */

/** Length limits of the editors' fields (`lessThan`, as in `fieldLimits`). */
export const contentItemLimits = {
  title: { lessThan: 201 },
  /** Markdown of a lecture or a mini project's brief. */
  markdown: { lessThan: 100_001 },
  description: { lessThan: 5001 },
  questionText: { lessThan: 2001 },
  answerText: { lessThan: 1001 },
  /** A question's explanation, shown with the correct answers. */
  explanation: { lessThan: 2001 },
  videoUrl: { lessThan: 501 },
  attachmentName: { lessThan: 201 },
} as const;

export const TASK_MAX_QUESTIONS = 100;
export const TASK_MAX_ANSWERS = 20;
export const QUESTION_MAX_POINTS = 100;
export const DUE_DAYS_MAX = 365;
export const MINI_PROJECT_MAX_QUESTIONS = 50;
export const LECTURE_MAX_ATTACHMENTS = 50;

/*
 * A lecture's video plays in the YouTube (privacy-enhanced) or Vimeo player, the only two
 * origins the app's Content-Security-Policy lets it frame (apps/web/README.md, "Lecture
 * videos"); any other address could not play, so it is refused when saved.
 */
const videoHosts = new Set([
  'youtube.com',
  'www.youtube.com',
  'm.youtube.com',
  'youtu.be',
  'youtube-nocookie.com',
  'www.youtube-nocookie.com',
  'vimeo.com',
  'www.vimeo.com',
  'player.vimeo.com',
]);

/** Whether a lecture's video address is an https page of YouTube or Vimeo. */
export function isAllowedVideoUrl(value: string): boolean {
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    return false;
  }
  return url.protocol === 'https:' && videoHosts.has(url.hostname.toLowerCase());
}

/** A required one-line text: not blank, no edge spaces, shorter than `lessThan`. */
const requiredLine = (lessThan: number, m: MessageFormatter) =>
  z.string({ error: m('required') }).superRefine((value, ctx) => {
    const fail = (message: string) => ctx.addIssue({ code: 'custom', message, input: value });
    if (value.trim().length === 0) return fail(m('required'));
    if (hasEdgeSpace(value)) return fail(m('noEdgeSpace'));
    if (value.length >= lessThan) return fail(m('maxLength', { lessThan }));
  });

/** Free text of at most `lessThan - 1` characters (may be empty). */
const optionalText = (lessThan: number, m: MessageFormatter) =>
  z.string().max(lessThan - 1, m('maxLength', { lessThan }));

/** Due days: none (null), or a whole number of days from 1 to DUE_DAYS_MAX. */
const dueDaysSchema = (m: MessageFormatter) =>
  z
    .number({ error: m('wholeNumberRange', { min: 1, max: DUE_DAYS_MAX }) })
    .int(m('wholeNumberRange', { min: 1, max: DUE_DAYS_MAX }))
    .min(1, m('wholeNumberRange', { min: 1, max: DUE_DAYS_MAX }))
    .max(DUE_DAYS_MAX, m('wholeNumberRange', { min: 1, max: DUE_DAYS_MAX }))
    .nullable();

/**
 * An item's revision: 1 when created, one more with every save. A save sends the one its
 * editor loaded (or its last save answered).
 */
export const revisionSchema = z.number().int().positive().max(MAX_ID);

/** Where an item sits: the editor's breadcrumbs. */
export const contentItemContextSchema = z.object({
  direction: z.object({ id: z.number().int(), title: z.string() }),
  subject: z.object({ id: z.number().int(), title: z.string() }),
  chapter: z.object({ id: z.number().int(), title: z.string() }),
});
export type ContentItemContext = z.infer<typeof contentItemContextSchema>;

/** PUT admin/{lectures|tasks|mini-projects}/{id}/status: publish or unpublish. */
/** DELETE admin/…/{id}: `confirm=true` deletes even when students have worked on it. */
export const contentDeleteQuerySchema = z.strictObject({
  confirm: z.enum(['true', 'false']).default('false'),
});
export type ContentDeleteQuery = z.input<typeof contentDeleteQuerySchema>;

/**
 * What students lose when an item is deleted: the students who have worked on it, and how
 * much of that work there is (completions, attempts or submissions, and passes).
 */
export const itemDeletionImpactSchema = z.object({
  students: z.number().int().nonnegative(),
  /** Lectures: completions. Tests: attempts made. Mini projects: submissions. */
  work: z.number().int().nonnegative(),
  /** Tests and mini projects: students who passed it. Lectures: completions too. */
  passed: z.number().int().nonnegative(),
});
export type ItemDeletionImpact = z.infer<typeof itemDeletionImpactSchema>;

/* ---------------------------------------------------------------- lectures */

export const adminLectureAttachmentSchema = z.object({
  id: z.number().int(),
  fileId: fileIdSchema,
  name: z.string(),
  size: z.number().int().nonnegative(),
  contentType: z.string(),
  /** Where a student downloads it: the public file. */
  path: z.string(),
});
export type AdminLectureAttachment = z.infer<typeof adminLectureAttachmentSchema>;

/** GET admin/lectures/{id}. */
export const adminLectureSchema = z.object({
  id: z.number().int(),
  title: z.string(),
  /** Markdown. */
  content: z.string(),
  videoUrl: z.string().nullable(),
  status: contentStatusSchema,
  /** What a save sends back (publishing and attachments leave it as it is). */
  revision: revisionSchema,
  attachments: z.array(adminLectureAttachmentSchema),
  context: contentItemContextSchema,
});
export type AdminLecture = z.infer<typeof adminLectureSchema>;

/** PUT admin/lectures/{id}: the lecture's title, text and video, at the revision loaded. */
export const lectureUpdateRequestSchema = (m: MessageFormatter = englishMessages) =>
  z.strictObject({
    revision: revisionSchema,
    title: requiredLine(contentItemLimits.title.lessThan, m),
    content: optionalText(contentItemLimits.markdown.lessThan, m),
    /** Null (or empty in the form) for no video. */
    videoUrl: z
      .string()
      .trim()
      .max(
        contentItemLimits.videoUrl.lessThan - 1,
        m('maxLength', { lessThan: contentItemLimits.videoUrl.lessThan }),
      )
      .refine((value) => value === '' || isAllowedVideoUrl(value), m('videoUrl'))
      .nullable()
      .transform((value) => (value === '' ? null : value)),
  });
export type LectureUpdateRequest = z.input<ReturnType<typeof lectureUpdateRequestSchema>>;

/** PATCH admin/lectures/{id}/attachments/{attachmentId}: rename. */
export const attachmentRenameRequestSchema = (m: MessageFormatter = englishMessages) =>
  z.strictObject({ name: requiredLine(contentItemLimits.attachmentName.lessThan, m) });
export type AttachmentRenameRequest = z.input<ReturnType<typeof attachmentRenameRequestSchema>>;

/** PUT admin/lectures/{id}/attachment-order: every attachment's id, in the new order. */
export const attachmentOrderRequestSchema = z.strictObject({
  ids: z.array(idSchema).max(LECTURE_MAX_ATTACHMENTS),
});
export type AttachmentOrderRequest = z.infer<typeof attachmentOrderRequestSchema>;

export const lectureAttachmentParamsSchema = z.strictObject({
  id: idTextSchema,
  attachmentId: idTextSchema,
});

/* ---------------------------------------------------------------- tests */

export const adminAnswerSchema = z.object({
  id: z.number().int(),
  text: z.string(),
  isCorrect: z.boolean(),
});

export const adminQuestionSchema = z.object({
  id: z.number().int(),
  text: z.string(),
  answerType: answerTypeSchema,
  points: z.number().int().positive(),
  answers: z.array(adminAnswerSchema),
  /** Shown to the student with the correct answers once their attempt reveals them. */
  explanation: z.string().nullable(),
  /** A code question's whole exercise (hidden tests and reference solution); null otherwise. */
  code: codeExerciseSchema().nullable(),
});

/** GET admin/tasks/{id}: a test with its questions and which answers are correct. */
export const adminTaskSchema = z.object({
  id: z.number().int(),
  title: z.string(),
  description: z.string(),
  passPercent: z.number().int().min(0).max(100),
  dueDays: z.number().int().positive().nullable(),
  status: contentStatusSchema,
  revision: revisionSchema,
  questions: z.array(adminQuestionSchema),
  /**
   * Students who have submitted an attempt. While there are any, questions and answer
   * options cannot be removed nor a question's type changed (ARCHITECTURE.md).
   */
  attemptedBy: z.number().int().nonnegative(),
  context: contentItemContextSchema,
});
export type AdminTask = z.infer<typeof adminTaskSchema>;

/**
 * One question of a saved test: a single choice has exactly one correct answer, a multiple
 * choice at least one (both at least two options), a free-text question no options.
 */
const taskQuestionInputSchema = (m: MessageFormatter) =>
  z
    .strictObject({
      id: idSchema.optional(),
      text: requiredLine(contentItemLimits.questionText.lessThan, m),
      answerType: answerTypeSchema,
      points: z
        .number({ error: m('wholeNumberRange', { min: 1, max: QUESTION_MAX_POINTS }) })
        .int(m('wholeNumberRange', { min: 1, max: QUESTION_MAX_POINTS }))
        .min(1, m('wholeNumberRange', { min: 1, max: QUESTION_MAX_POINTS }))
        .max(QUESTION_MAX_POINTS, m('wholeNumberRange', { min: 1, max: QUESTION_MAX_POINTS })),
      answers: z
        .array(
          z.strictObject({
            id: idSchema.optional(),
            text: requiredLine(contentItemLimits.answerText.lessThan, m),
            isCorrect: z.boolean(),
          }),
        )
        .max(TASK_MAX_ANSWERS, m('tooManyItems', { max: TASK_MAX_ANSWERS })),
      /** Why the correct answers are correct; blank or absent for none. */
      explanation: optionalText(contentItemLimits.explanation.lessThan, m).optional(),
      /**
       * A code question's exercise, required for one and refused for the others. The server
       * also runs its reference solution against every test before it saves (422 on
       * `questions.N.code.referenceSolution` with `codeReferenceFails`).
       */
      code: codeExerciseSchema(m).nullable().optional(),
    })
    .superRefine((question, ctx) => {
      const fail = (message: string) =>
        ctx.addIssue({ code: 'custom', message, path: ['answers'], input: question.answers });
      const correct = question.answers.filter((answer) => answer.isCorrect).length;
      if (question.answerType === 'code') {
        if (!question.code)
          ctx.addIssue({
            code: 'custom',
            message: m('codeQuestionNeedsExercise'),
            path: ['code'],
            input: question.code,
          });
        if (question.answers.length > 0) fail(m('codeHasNoOptions'));
        return;
      }
      if (question.code)
        ctx.addIssue({
          code: 'custom',
          message: m('codeExerciseOnlyForCode'),
          path: ['code'],
          input: question.code,
        });
      if (question.answerType === 'text') {
        if (question.answers.length > 0) fail(m('freeTextHasNoOptions'));
        return;
      }
      if (question.answers.length < 2) return fail(m('choiceNeedsOptions'));
      if (question.answerType === 'single' && correct !== 1) return fail(m('singleChoiceCorrect'));
      if (question.answerType === 'multiple' && correct < 1)
        return fail(m('multipleChoiceCorrect'));
    });

/** PUT admin/tasks/{id}: the whole test at the revision loaded, saved in one transaction. */
export const taskSaveRequestSchema = (m: MessageFormatter = englishMessages) =>
  z.strictObject({
    revision: revisionSchema,
    title: requiredLine(contentItemLimits.title.lessThan, m),
    description: optionalText(contentItemLimits.description.lessThan, m),
    passPercent: z
      .number({ error: m('wholeNumberRange', { min: 0, max: 100 }) })
      .int(m('wholeNumberRange', { min: 0, max: 100 }))
      .min(0, m('wholeNumberRange', { min: 0, max: 100 }))
      .max(100, m('wholeNumberRange', { min: 0, max: 100 })),
    dueDays: dueDaysSchema(m),
    questions: z
      .array(taskQuestionInputSchema(m))
      .max(TASK_MAX_QUESTIONS, m('tooManyItems', { max: TASK_MAX_QUESTIONS })),
  });
export type TaskSaveRequest = z.input<ReturnType<typeof taskSaveRequestSchema>>;
export type TaskSaveData = z.output<ReturnType<typeof taskSaveRequestSchema>>;

/* ---------------------------------------------------------------- mini projects */

export const adminMiniProjectQuestionSchema = z.object({
  id: z.number().int(),
  text: z.string(),
  answerType: projectAnswerTypeSchema,
});

/** GET admin/mini-projects/{id}. */
export const adminMiniProjectSchema = z.object({
  id: z.number().int(),
  title: z.string(),
  /** Markdown: the brief. */
  description: z.string(),
  dueDays: z.number().int().positive().nullable(),
  status: contentStatusSchema,
  revision: revisionSchema,
  questions: z.array(adminMiniProjectQuestionSchema),
  /**
   * Students who have submitted it. While there are any, questions cannot be removed nor
   * their answer type changed (ARCHITECTURE.md).
   */
  submittedBy: z.number().int().nonnegative(),
  context: contentItemContextSchema,
});
export type AdminMiniProject = z.infer<typeof adminMiniProjectSchema>;

/**
 * PUT admin/mini-projects/{id}: the whole mini project at the revision loaded, saved in one
 * transaction.
 */
export const miniProjectSaveRequestSchema = (m: MessageFormatter = englishMessages) =>
  z.strictObject({
    revision: revisionSchema,
    title: requiredLine(contentItemLimits.title.lessThan, m),
    description: optionalText(contentItemLimits.markdown.lessThan, m),
    dueDays: dueDaysSchema(m),
    questions: z
      .array(
        z.strictObject({
          id: idSchema.optional(),
          text: requiredLine(contentItemLimits.questionText.lessThan, m),
          answerType: projectAnswerTypeSchema,
        }),
      )
      .max(MINI_PROJECT_MAX_QUESTIONS, m('tooManyItems', { max: MINI_PROJECT_MAX_QUESTIONS })),
  });
export type MiniProjectSaveRequest = z.input<ReturnType<typeof miniProjectSaveRequestSchema>>;
export type MiniProjectSaveData = z.output<ReturnType<typeof miniProjectSaveRequestSchema>>;
