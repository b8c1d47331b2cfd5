import { z } from 'zod';
import { codeExerciseSchema, staffCodeRunResultSchema } from './code-exercise.js';
import { decimalTextSchema, idSchema, isoDateTimeSchema } from './common.js';
import { answerTypeSchema, reviewStatusSchema } from './enums.js';
import { studentAnswerSchema, submissionSchema } from './learning.js';
import { englishMessages, type MessageFormatter } from './validation.js';

/*
 * The staff's review of students' work: mini-project submissions, and test attempts with
 * free-text answers (their choice questions are scored by the server; the free-text ones
 * wait for a mentor). The queue is oldest first.
 */

export const reviewKinds = ['mini-project', 'task'] as const;
export const reviewKindSchema = z.enum(reviewKinds);
export type ReviewKind = z.infer<typeof reviewKindSchema>;

export const reviewStudentSchema = z.object({
  id: z.number().int(),
  fullName: z.string(),
  email: z.string(),
});

/** One waiting piece of work. `id` is the submission's (mini project) or the attempt's (test). */
export const reviewQueueItemSchema = z.object({
  kind: reviewKindSchema,
  id: z.number().int(),
  /** The mini project's or the test's id and title. */
  itemId: z.number().int(),
  title: z.string(),
  subjectTitle: z.string(),
  student: reviewStudentSchema,
  /** The test attempt's number; 1 for a mini project's first submission, and so on. */
  attempt: z.number().int().positive(),
  submittedAt: isoDateTimeSchema,
  /** A mini-project submission made after its due date (always false for a test attempt). */
  late: z.boolean(),
});
export type ReviewQueueItem = z.infer<typeof reviewQueueItemSchema>;

export const REVIEW_QUEUE_PAGE_SIZE = 50;
export const REVIEW_SEARCH_MAX_LENGTH = 100;
/** GET admin/reviews: the oldest `limit` items, of one kind if given, of students whose name or e-mail contains `search`. */
export const reviewQueueQuerySchema = z.strictObject({
  limit: decimalTextSchema.pipe(z.number().int().min(1).max(100)).default(REVIEW_QUEUE_PAGE_SIZE),
  kind: reviewKindSchema.optional(),
  search: z.string().trim().min(1).max(REVIEW_SEARCH_MAX_LENGTH).optional(),
});
export type ReviewQueueQuery = z.input<typeof reviewQueueQuerySchema>;
/** GET admin/reviews: the oldest `limit` waiting items, and how many wait in all. */
export const reviewQueueResponseSchema = z.object({
  items: z.array(reviewQueueItemSchema),
  total: z.number().int().nonnegative(),
});
export type ReviewQueueResponse = z.infer<typeof reviewQueueResponseSchema>;

const reviewOutcome = {
  reviewStatus: reviewStatusSchema,
  reviewComment: z.string().nullable(),
  reviewerName: z.string().nullable(),
  reviewedAt: isoDateTimeSchema.nullable(),
};

/** GET admin/reviews/mini-projects/{id}: one submission, its answers and files, and its history. */
export const miniProjectReviewSchema = z.object({
  kind: z.literal('mini-project'),
  id: z.number().int(),
  miniProject: z.object({ id: z.number().int(), title: z.string(), description: z.string() }),
  subjectTitle: z.string(),
  student: reviewStudentSchema,
  githubLink: z.string(),
  submittedAt: isoDateTimeSchema,
  /** Submitted after the mini project's due date (the student's `dueAt`). */
  late: z.boolean(),
  ...reviewOutcome,
  studentAnswers: z.array(studentAnswerSchema),
  /** The student's every submission of this mini project, newest first (this one included). */
  history: z.array(submissionSchema),
});
export type MiniProjectReview = z.infer<typeof miniProjectReviewSchema>;

/** GET admin/reviews/tasks/{id}: one test attempt; staff see which answers are correct. */
export const taskReviewSchema = z.object({
  kind: z.literal('task'),
  id: z.number().int(),
  task: z.object({
    id: z.number().int(),
    title: z.string(),
    description: z.string(),
    passPercent: z.number().int(),
  }),
  subjectTitle: z.string(),
  student: reviewStudentSchema,
  attempt: z.number().int(),
  score: z.number().int().nullable(),
  maxScore: z.number().int(),
  submittedAt: isoDateTimeSchema,
  ...reviewOutcome,
  questions: z.array(
    z.object({
      id: z.number().int(),
      text: z.string(),
      answerType: answerTypeSchema,
      answers: z.array(
        z.object({
          id: z.number().int(),
          text: z.string(),
          isSelected: z.boolean(),
          isCorrect: z.boolean(),
        }),
      ),
      answerText: z.string().nullable(),
      /** A code question's exercise, the code submitted and every test's outcome and output. */
      code: codeExerciseSchema().nullable(),
      answerCode: z.string().nullable(),
      codeResult: staffCodeRunResultSchema.nullable(),
    }),
  ),
});
export type TaskReview = z.infer<typeof taskReviewSchema>;

/** The audit log's entity id of a verdict: submissions and attempts are numbered apart. */
export const reviewAuditEntityId = (kind: ReviewKind, id: number) => `${kind}:${id}`;

/** Waiting longer than this many days, an item is shown as overdue in the queue. */
export const REVIEW_WAIT_WARNING_DAYS = 3;

export const REVIEW_COMMENT_MAX_LENGTH = 5000;

/** POST admin/reviews/…/{id}: pass or fail, with a comment (required when failing). */
export const reviewDecisionRequestSchema = (m: MessageFormatter = englishMessages) =>
  z
    .strictObject({
      verdict: z.enum(['passed', 'failed']),
      comment: z
        .string()
        .trim()
        .max(REVIEW_COMMENT_MAX_LENGTH, m('maxLength', { lessThan: REVIEW_COMMENT_MAX_LENGTH + 1 }))
        .default(''),
    })
    .superRefine((value, ctx) => {
      if (value.verdict === 'failed' && value.comment.length === 0) {
        ctx.addIssue({ code: 'custom', path: ['comment'], message: m('required') });
      }
    });
export type ReviewDecisionRequest = z.input<ReturnType<typeof reviewDecisionRequestSchema>>;

/**
 * POST admin/reviews/corrections (admins): a verdict already given turned around (passed ⇄
 * failed), with the reason the student reads in the work's history in place of the comment.
 */
export const reviewCorrectionRequestSchema = (m: MessageFormatter = englishMessages) =>
  z.strictObject({
    kind: reviewKindSchema,
    /** The submission's id (mini project) or the attempt's (test), as in the review's path. */
    id: idSchema,
    verdict: z.enum(['passed', 'failed']),
    reason: z
      .string()
      .trim()
      .min(1, m('required'))
      .max(REVIEW_COMMENT_MAX_LENGTH, m('maxLength', { lessThan: REVIEW_COMMENT_MAX_LENGTH + 1 })),
  });
export type ReviewCorrectionRequest = z.input<ReturnType<typeof reviewCorrectionRequestSchema>>;

/** The corrected verdict and the certificates that followed it. */
export const reviewCorrectionSchema = z.object({
  kind: reviewKindSchema,
  id: z.number().int(),
  reviewStatus: z.enum(['passed', 'failed']),
  certificates: z.object({
    /** Issued because the corrected pass completed a subject (and maybe its direction). */
    issued: z.array(z.uuid()),
    /** Revoked because the pass they stood on was taken back. */
    revoked: z.array(z.uuid()),
  }),
});
export type ReviewCorrection = z.infer<typeof reviewCorrectionSchema>;
