import { z } from 'zod';
import {
  codeAnswerSchema,
  codeRunResultSchema,
  studentCodeExerciseSchema,
} from './code-exercise.js';
import { fileRefSchema, idSchema, isoDateTimeSchema } from './common.js';
import { WRITTEN_ANSWER_MAX_LENGTH } from './constants.js';
import {
  answerTypeSchema,
  courseTypeSchema,
  lectureStatusSchema,
  reviewStatusSchema,
  taskStatusSchema,
} from './enums.js';
import { englishMessages, githubLinkSchema, type MessageFormatter } from './validation.js';

/**
 * A written answer: at most WRITTEN_ANSWER_MAX_LENGTH characters, refused past it with the
 * specification's length message.
 */
export const writtenAnswerSchema = (m: MessageFormatter = englishMessages) =>
  z
    .string()
    .max(WRITTEN_ANSWER_MAX_LENGTH, m('maxLength', { lessThan: WRITTEN_ANSWER_MAX_LENGTH + 1 }));

/** Counts and progress of a subject . */
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
export type LectureAssignment = z.infer<typeof lectureAssignmentSchema>;

/**
 * The student's work on a test. There is none until the first attempt is submitted
 * (assignments are created lazily, ARCHITECTURE.md "Learning").
 */
export const taskAssignmentSchema = z.object({
  id: z.number().int(),
  status: taskStatusSchema,
  reviewStatus: reviewStatusSchema,
  /** Attempts submitted so far (a retake that is open but not submitted is not counted). */
  attempt: z.number().int().nonnegative(),
  /**
   * Points of the automatically scored (choice) questions on the last attempt, and the most
   * those questions give. Free-text answers are judged by a mentor's review instead.
   */
  score: z.number().int().nullable(),
  maxScore: z.number().int(),
  /** Whether the paid retake has been paid for. */
  retakePaid: z.boolean(),
  submittedAt: isoDateTimeSchema.nullable(),
  reviewComment: z.string().nullable(),
  reviewedAt: isoDateTimeSchema.nullable(),
});
export type TaskAssignment = z.infer<typeof taskAssignmentSchema>;

/** A stored file a student attached to an answer: downloaded from `path` with the bearer. */
export const submittedFileSchema = fileRefSchema.extend({
  name: z.string(),
  size: z.number().int().nonnegative(),
  contentType: z.string(),
});
export type SubmittedFile = z.infer<typeof submittedFileSchema>;

/** One answer of a mini-project submission (file and question). */
export const studentAnswerSchema = z.object({
  id: z.number().int(),
  question: z.object({ id: z.number().int(), text: z.string() }),
  file: submittedFileSchema.nullable(),
  answerText: z.string().nullable(),
});
export type StudentAnswer = z.infer<typeof studentAnswerSchema>;

/** One submission of a mini project and its review; every one is kept. */
export const submissionSchema = z.object({
  id: z.number().int(),
  githubLink: z.string(),
  submittedAt: isoDateTimeSchema,
  /**
   * Submitted after the mini project's due date (its `due_days` after the student's
   * enrolment, by the server's clock at the submission).
   */
  late: z.boolean(),
  reviewStatus: reviewStatusSchema,
  reviewComment: z.string().nullable(),
  reviewerName: z.string().nullable(),
  reviewedAt: isoDateTimeSchema.nullable(),
  studentAnswers: z.array(studentAnswerSchema),
});
export type Submission = z.infer<typeof submissionSchema>;

/** The student's current state of a mini project: that of the latest submission. */
export const projectAssignmentSchema = z.object({
  id: z.number().int(),
  reviewStatus: reviewStatusSchema,
  githubLink: z.string().nullable(),
  submittedAt: isoDateTimeSchema.nullable(),
  reviewComment: z.string().nullable(),
  studentAnswers: z.array(studentAnswerSchema),
});
export type ProjectAssignment = z.infer<typeof projectAssignmentSchema>;

/**
 * Where a student stands with a task or a mini project, as the subject and homework screens
 * show it. `in_progress`: a paid retake is open and not yet submitted.
 */
export const itemStates = [
  'not_started',
  'in_progress',
  'waiting_for_review',
  'passed',
  'failed',
] as const;
export const itemStateSchema = z.enum(itemStates);
export type ItemState = z.infer<typeof itemStateSchema>;

export const lectureSummarySchema = z.object({
  id: z.number().int(),
  title: z.string(),
  /** The caller's assignment: none until the lecture is first opened. */
  lectureAssignments: z.array(lectureAssignmentSchema),
});
export const taskSummarySchema = z.object({
  id: z.number().int(),
  title: z.string(),
  state: itemStateSchema,
  /** When the content sets a due date: days after the student's enrolment. */
  dueAt: isoDateTimeSchema.nullable(),
  assignment: taskAssignmentSchema
    .pick({ id: true, status: true, reviewStatus: true, attempt: true })
    .nullable(),
});
export const miniProjectSummarySchema = z.object({
  id: z.number().int(),
  title: z.string(),
  state: itemStateSchema,
  dueAt: isoDateTimeSchema.nullable(),
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

/** GET subject/{id}: chapters in order, each item with the caller's state, and the counts. */
export const subjectResponseSchema = subjectSummarySchema.extend({
  directionId: z.number().int(),
  directionTitle: z.string(),
  chapters: z.array(chapterSchema),
});
export type SubjectResponse = z.infer<typeof subjectResponseSchema>;

/**
 * GET directions: the directions the caller is enrolled in, with their subjects (directions
 * with no subjects are left out); GET directions/{id}: one of them.
 */
export const directionSchema = z.object({
  id: z.number().int(),
  title: z.string(),
  description: z.string(),
  /** The image: its address is derived from the file id (filePublicUrl). */
  file: z.object({ id: z.string() }).nullable(),
  courseType: courseTypeSchema,
  enrolledAt: isoDateTimeSchema,
  subjects: z.array(subjectSummarySchema),
});
export type Direction = z.infer<typeof directionSchema>;
export const directionsResponseSchema = z.array(directionSchema);

/** A lecture's neighbour in the subject's order (chapters, then lectures). */
export const lectureLinkSchema = z.object({ id: z.number().int(), title: z.string() });

/** A file attached to a lecture (slides, a cheat sheet): public, like the content. */
export const lectureAttachmentSchema = z.object({
  id: z.string(),
  name: z.string(),
  size: z.number().int().nonnegative(),
  contentType: z.string(),
});

/**
 * GET lectures/{id}. Opening a lecture sets its assignment to in_progress (if it was not
 * started) and makes it the one to continue with.
 */
export const lectureResponseSchema = z.object({
  id: z.number().int(),
  title: z.string(),
  /** Markdown; images point at stored files (`/v1/files/{id}/public`). */
  content: z.string(),
  /** A video to watch with the lecture: a YouTube or Vimeo page, or a video file. */
  videoUrl: z.string().nullable(),
  chapterId: z.number().int(),
  chapterTitle: z.string(),
  subjectId: z.number().int(),
  subjectTitle: z.string(),
  attachments: z.array(lectureAttachmentSchema),
  previous: lectureLinkSchema.nullable(),
  next: lectureLinkSchema.nullable(),
  lectureAssignments: z.array(lectureAssignmentSchema),
});
export type LectureResponse = z.infer<typeof lectureResponseSchema>;
/** PATCH lectures/{id} */
export const updateLectureRequestSchema = z.strictObject({ status: z.literal('completed') });
export const updateLectureResponseSchema = lectureAssignmentSchema;

/**
 * GET lectures/last-opened: "continue where you left off". `lecture`: the lecture opened
 * last, or, once it is completed, the next lecture of its subject not completed yet (after
 * it in course order, else before it); null when there is none. `opened`: whether the caller
 * has opened a lecture at all (a null lecture then means that subject's lectures are done).
 */
export const lastOpenedLectureResponseSchema = z.object({
  opened: z.boolean(),
  lecture: z
    .object({
      id: z.number().int(),
      title: z.string(),
      status: lectureStatusSchema,
      subjectId: z.number().int(),
      subjectTitle: z.string(),
      directionTitle: z.string(),
    })
    .nullable(),
});
export type LastOpenedLectureResponse = z.infer<typeof lastOpenedLectureResponseSchema>;

/**
 * How a question went, once the attempt reveals it (after a pass, or after the last attempt):
 * `unchecked` for a free-text answer no mentor has judged. Null while a retake is still
 * possible, so the retake is not a matter of copying the right answers.
 */
export const questionOutcomes = ['right', 'wrong', 'unchecked'] as const;
export const questionOutcomeSchema = z.enum(questionOutcomes);
export type QuestionOutcome = z.infer<typeof questionOutcomeSchema>;

/**
 * A question as the student sees it. `isSelected` and `answerText` are the last submitted
 * attempt's; an open attempt starts blank. Which options are correct (`isCorrect`) and the
 * staff's `explanation` are sent only once the attempt reveals outcomes (contracts'
 * `revealsOutcomes`): absent before, not even named; `explanation` is null after when staff
 * wrote none.
 */
export const questionSchema = z.object({
  id: z.number().int(),
  text: z.string(),
  answerType: answerTypeSchema,
  points: z.number().int().positive(),
  answers: z.array(
    z.object({
      id: z.number().int(),
      text: z.string(),
      isSelected: z.boolean(),
      isCorrect: z.boolean().optional(),
    }),
  ),
  answerText: z.string().nullable(),
  /** A code question's exercise (null for the other types): no hidden test, no solution. */
  code: studentCodeExerciseSchema.nullable(),
  /** The last submitted attempt's code, and how the server graded it. */
  answerCode: z.string().nullable(),
  codeResult: codeRunResultSchema.nullable(),
  outcome: questionOutcomeSchema.nullable(),
  explanation: z.string().nullable().optional(),
});
export type Question = z.infer<typeof questionSchema>;

/** GET tasks/{id}; also the answer of questions/task-answer and tasks/retake/{id}. */
export const taskResponseSchema = z.object({
  id: z.number().int(),
  title: z.string(),
  description: z.string(),
  subjectId: z.number().int(),
  subjectTitle: z.string(),
  /** The share of the choice questions' points (percent) an attempt needs to pass. */
  passPercent: z.number().int().min(0).max(100),
  dueAt: isoDateTimeSchema.nullable(),
  questions: z.array(questionSchema),
  assignment: taskAssignmentSchema.nullable(),
});
export type TaskResponse = z.infer<typeof taskResponseSchema>;

/** POST questions/task-answer: one attempt's answers. Answers with the scored test. */
export const taskAnswerRequestSchema = z.strictObject({
  taskId: idSchema,
  answers: z
    .array(
      z.strictObject({
        questionId: idSchema,
        answerIds: z.array(idSchema).max(50).default([]),
        answerText: writtenAnswerSchema().optional(),
        /** A code question's answer; the server grades it, whatever the client says. */
        code: codeAnswerSchema().optional(),
      }),
    )
    .max(200),
});
export type TaskAnswerRequest = z.input<typeof taskAnswerRequestSchema>;
export const taskAnswerResponseSchema = taskResponseSchema;

/** What a mini-project question asks for: a written answer or a file. */
export const projectAnswerTypes = ['text', 'file'] as const;
export const projectAnswerTypeSchema = z.enum(projectAnswerTypes);
export type ProjectAnswerType = z.infer<typeof projectAnswerTypeSchema>;

/** GET mini-projects/{id}; also the answer of PATCH mini-projects/{id}. */
export const miniProjectResponseSchema = z.object({
  id: z.number().int(),
  title: z.string(),
  /** Markdown: the brief. */
  description: z.string(),
  subjectId: z.number().int(),
  subjectTitle: z.string(),
  dueAt: isoDateTimeSchema.nullable(),
  questions: z.array(
    z.object({ id: z.number().int(), text: z.string(), answerType: projectAnswerTypeSchema }),
  ),
  /** The caller's assignment (none before the first submission). */
  projectAssignments: z.array(projectAssignmentSchema),
  /** Every submission with its review, newest first. */
  submissions: z.array(submissionSchema),
});
export type MiniProjectResponse = z.infer<typeof miniProjectResponseSchema>;

/**
 * PATCH mini-projects/{id}: a submission. Every question is answered: with text, or with a
 * file uploaded first (POST mini-projects/{id}/files) where the question asks for one.
 */
export const submitMiniProjectRequestSchema = (m: MessageFormatter = englishMessages) =>
  z.strictObject({
    githubLink: githubLinkSchema(m),
    answers: z
      .array(
        z.strictObject({
          questionId: idSchema,
          fileId: z.uuid().optional(),
          answerText: writtenAnswerSchema(m).optional(),
        }),
      )
      .max(50)
      .default([]),
  });
export type SubmitMiniProjectRequest = z.input<ReturnType<typeof submitMiniProjectRequestSchema>>;

/** A task or mini project the subject's homework lists: open, with its state and due date. */
export const homeworkItemSchema = z.object({
  kind: z.enum(['task', 'mini-project']),
  id: z.number().int(),
  title: z.string(),
  chapterTitle: z.string(),
  state: itemStateSchema,
  dueAt: isoDateTimeSchema.nullable(),
  /** Due date passed and not yet passed (by the server's clock). */
  overdue: z.boolean(),
});
export type HomeworkItem = z.infer<typeof homeworkItemSchema>;

/**
 * GET subject/{id}/homework: the subject's open work, in course order. Open: not passed, and
 * not closed by a failed last attempt.
 */
export const homeworkResponseSchema = z.object({
  subjectId: z.number().int(),
  subjectTitle: z.string(),
  directionTitle: z.string(),
  items: z.array(homeworkItemSchema),
});
export type HomeworkResponse = z.infer<typeof homeworkResponseSchema>;

/** An item of the student's homework across subjects: a homework item with its subject. */
export const myHomeworkItemSchema = homeworkItemSchema.extend({
  subjectId: z.number().int(),
  subjectTitle: z.string(),
  directionTitle: z.string(),
});
export type MyHomeworkItem = z.infer<typeof myHomeworkItemSchema>;

/**
 * GET homework: the open work of every subject the caller is enrolled in. Overdue items
 * first, then by due date (items without one last), then in course order.
 */
export const myHomeworkResponseSchema = z.object({
  items: z.array(myHomeworkItemSchema),
});
export type MyHomeworkResponse = z.infer<typeof myHomeworkResponseSchema>;
