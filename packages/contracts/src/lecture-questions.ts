import { z } from 'zod';
import { decimalTextSchema, isoDateTimeSchema } from './common.js';
import { conversationEntrySchema } from './conversations.js';

/*
 * Questions on a lecture (ARCHITECTURE.md, "Conversations"): a student asks on the lecture's
 * page; the question goes to the mentors, who answer in its thread (contracts'
 * `conversations`, thread `lecture-questions`). The asker and staff read it; when a mentor
 * shares it, every student of the subject reads it too, without the asker's name. Staff see
 * the questions waiting for an answer in the review area, oldest first.
 */

/** One question as the lecture's page shows it: its thread with it. */
export const lectureQuestionSchema = z.object({
  id: z.number().int(),
  /** Asked by the caller (who may write in its thread); otherwise shared by a mentor. */
  mine: z.boolean(),
  shared: z.boolean(),
  /** Waiting for staff: asked, or written in again after an answer. */
  waiting: z.boolean(),
  askedAt: isoDateTimeSchema,
  entries: z.array(conversationEntrySchema),
});
export type LectureQuestion = z.infer<typeof lectureQuestionSchema>;

/** GET lectures/{id}/questions: the caller's questions, then the shared ones; newest first. */
export const lectureQuestionsSchema = z.object({
  questions: z.array(lectureQuestionSchema),
});
export type LectureQuestions = z.infer<typeof lectureQuestionsSchema>;

/** A question as staff see it: who asked, where, and whether it waits. */
export const staffLectureQuestionSchema = z.object({
  id: z.number().int(),
  lecture: z.object({ id: z.number().int(), title: z.string() }),
  subjectTitle: z.string(),
  student: z.object({ id: z.number().int(), fullName: z.string(), email: z.string() }),
  /** The question's first line, as the list shows it. */
  excerpt: z.string(),
  shared: z.boolean(),
  askedAt: isoDateTimeSchema,
  /** Since when it waits for an answer; null once answered. */
  waitingSince: isoDateTimeSchema.nullable(),
});
export type StaffLectureQuestion = z.infer<typeof staffLectureQuestionSchema>;

export const LECTURE_QUESTIONS_PAGE_SIZE = 50;
/** The most the list shows at once: "Show more" stops there. */
export const LECTURE_QUESTIONS_MAX_LIMIT = 500;

/** GET admin/questions: the `limit` questions waiting longest. */
export const waitingQuestionsQuerySchema = z.strictObject({
  limit: decimalTextSchema
    .pipe(z.number().int().min(1).max(LECTURE_QUESTIONS_MAX_LIMIT))
    .default(LECTURE_QUESTIONS_PAGE_SIZE),
});
export type WaitingQuestionsQuery = z.input<typeof waitingQuestionsQuerySchema>;

/** GET admin/questions: the oldest waiting questions, and how many wait in all. */
export const waitingQuestionsSchema = z.object({
  items: z.array(staffLectureQuestionSchema),
  total: z.number().int().nonnegative(),
});
export type WaitingQuestions = z.infer<typeof waitingQuestionsSchema>;

/** PATCH admin/questions/{id}: share the question (and its answers) with the subject's students, or stop. */
export const shareLectureQuestionSchema = z.strictObject({
  shared: z.boolean(),
});
export type ShareLectureQuestion = z.infer<typeof shareLectureQuestionSchema>;
