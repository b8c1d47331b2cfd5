import { z } from 'zod';
import { fileRefSchema, isoDateTimeSchema } from './common.js';
import {
  answerTypeSchema,
  lectureStatusSchema,
  reviewStatusSchema,
  taskStatusSchema,
} from './enums.js';
import { englishMessages, githubLinkSchema, type MessageFormatter } from './validation.js';

/** Counts and progress of a subject (spec §3 computed values, §9 formula). */
export const subjectProgressSchema = z.object({
  totalLectureCount: z.number().int(),
  totalTaskCount: z.number().int(),
  totalMiniProjectCount: z.number().int(),
  completedLectureCount: z.number().int(),
  completedTaskCount: z.number().int(),
  completedMiniProjectCount: z.number().int(),
  progress: z.number().int().min(0).max(100),
});
export type SubjectProgress = z.infer<typeof subjectProgressSchema>;

export const lectureAssignmentSchema = z.object({
  id: z.number().int(),
  status: lectureStatusSchema,
});
export const taskAssignmentSchema = z.object({
  id: z.number().int(),
  status: taskStatusSchema,
  reviewStatus: reviewStatusSchema,
  attempt: z.number().int().nonnegative(),
  /** Points scored on the last attempt, and the most that could be scored. */
  score: z.number().int().nullable(),
  maxScore: z.number().int(),
  /** Whether the paid retake has been paid for. */
  retakePaid: z.boolean(),
});
export type TaskAssignment = z.infer<typeof taskAssignmentSchema>;

export const studentAnswerSchema = z.object({
  id: z.number().int(),
  question: z.object({ id: z.number().int(), text: z.string() }),
  file: fileRefSchema.nullable(),
  answerText: z.string().nullable(),
});
export const projectAssignmentSchema = z.object({
  id: z.number().int(),
  reviewStatus: reviewStatusSchema,
  githubLink: z.string().nullable(),
  submittedAt: isoDateTimeSchema.nullable(),
  reviewComment: z.string().nullable(),
  studentAnswers: z.array(studentAnswerSchema),
});
export type ProjectAssignment = z.infer<typeof projectAssignmentSchema>;

export const lectureSummarySchema = z.object({
  id: z.number().int(),
  title: z.string(),
  lectureAssignments: z.array(lectureAssignmentSchema),
});
export const taskSummarySchema = z.object({
  id: z.number().int(),
  title: z.string(),
  assignment: taskAssignmentSchema.nullable(),
});
export const miniProjectSummarySchema = z.object({
  id: z.number().int(),
  title: z.string(),
  projectAssignments: z.array(projectAssignmentSchema.pick({ id: true, reviewStatus: true })),
});

export const chapterSchema = z.object({
  id: z.number().int(),
  title: z.string(),
  position: z.number().int(),
  lectures: z.array(lectureSummarySchema),
  tasks: z.array(taskSummarySchema),
  miniProjects: z.array(miniProjectSummarySchema),
});
export type Chapter = z.infer<typeof chapterSchema>;

export const subjectSummarySchema = subjectProgressSchema.extend({
  id: z.number().int(),
  title: z.string(),
  description: z.string(),
});
export type SubjectSummary = z.infer<typeof subjectSummarySchema>;

/** GET subject/{id} */
export const subjectResponseSchema = subjectSummarySchema.extend({
  directionId: z.number().int(),
  chapters: z.array(chapterSchema),
});
export type SubjectResponse = z.infer<typeof subjectResponseSchema>;

/** GET directions (directions with no subjects are left out, spec §9) and GET directions/{id}. */
export const directionSchema = z.object({
  id: z.number().int(),
  title: z.string(),
  description: z.string(),
  /** The image: its address is derived from the file id (filePublicUrl). */
  file: z.object({ id: z.string() }).nullable(),
  subjects: z.array(subjectSummarySchema),
});
export type Direction = z.infer<typeof directionSchema>;
export const directionsResponseSchema = z.array(directionSchema);

/** GET lectures/{id} */
export const lectureResponseSchema = z.object({
  id: z.number().int(),
  title: z.string(),
  /** Markdown. */
  content: z.string(),
  videoUrl: z.string().nullable(),
  chapterId: z.number().int(),
  subjectId: z.number().int(),
  lectureAssignments: z.array(lectureAssignmentSchema),
});
export type LectureResponse = z.infer<typeof lectureResponseSchema>;
/** PATCH lectures/{id} */
export const updateLectureRequestSchema = z.strictObject({ status: z.literal('completed') });

/** A question as the student sees it: never which answers are correct. */
export const questionSchema = z.object({
  id: z.number().int(),
  text: z.string(),
  answerType: answerTypeSchema,
  answers: z.array(z.object({ id: z.number().int(), text: z.string(), isSelected: z.boolean() })),
  answerText: z.string().nullable(),
});
export type Question = z.infer<typeof questionSchema>;

/** GET tasks/{id} */
export const taskResponseSchema = z.object({
  id: z.number().int(),
  title: z.string(),
  description: z.string(),
  subjectId: z.number().int(),
  questions: z.array(questionSchema),
  assignment: taskAssignmentSchema.nullable(),
});
export type TaskResponse = z.infer<typeof taskResponseSchema>;

/** POST questions/task-answer: one attempt's answers. Answers with the scored assignment. */
export const taskAnswerRequestSchema = z.strictObject({
  taskId: z.number().int().positive(),
  answers: z
    .array(
      z.strictObject({
        questionId: z.number().int().positive(),
        answerIds: z.array(z.number().int().positive()).max(50).default([]),
        answerText: z.string().max(10_000).optional(),
      }),
    )
    .max(200),
});
export type TaskAnswerRequest = z.input<typeof taskAnswerRequestSchema>;
export const taskAnswerResponseSchema = taskAssignmentSchema;

/** GET mini-projects/{id} */
export const miniProjectResponseSchema = z.object({
  id: z.number().int(),
  title: z.string(),
  description: z.string(),
  subjectId: z.number().int(),
  questions: z.array(z.object({ id: z.number().int(), text: z.string() })),
  projectAssignments: z.array(projectAssignmentSchema),
});
export type MiniProjectResponse = z.infer<typeof miniProjectResponseSchema>;

/** PATCH mini-projects/{id}: the submission. */
export const submitMiniProjectRequestSchema = (m: MessageFormatter = englishMessages) =>
  z.strictObject({
    githubLink: githubLinkSchema(m),
    answers: z
      .array(
        z.strictObject({
          questionId: z.number().int().positive(),
          fileId: z.uuid().optional(),
          answerText: z.string().max(10_000).optional(),
        }),
      )
      .max(50)
      .default([]),
  });
export type SubmitMiniProjectRequest = z.input<ReturnType<typeof submitMiniProjectRequestSchema>>;
