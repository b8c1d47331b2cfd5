import {
  certificateKinds,
  certificateRevocationCauses,
  lectureStatuses,
  reviewStatuses,
  type StaffCodeRunResult,
  taskStatuses,
} from '@academy/contracts';
import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { files } from './files.js';
import { createdAt, id, instant, oneOf, updatedAt } from './helpers.js';
import {
  directions,
  lectures,
  miniProjectQuestions,
  miniProjects,
  subjects,
  tasks,
} from './learning.js';
import { users } from './users.js';

/*
 * A student's work, one row per (student, item). Progress is computed from these.
 */

export const lectureAssignments = pgTable(
  'lecture_assignments',
  {
    id: id(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    lectureId: integer('lecture_id')
      .notNull()
      .references(() => lectures.id, { onDelete: 'cascade' }),
    status: text('status', { enum: lectureStatuses }).notNull().default('not_started'),
    completedAt: instant('completed_at'),
    /** The last opening: the most recent one is where "continue where you left off" leads. */
    lastOpenedAt: instant('last_opened_at'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('lecture_assignments_user_lecture_unique').on(t.userId, t.lectureId),
    index('lecture_assignments_lecture_id_idx').on(t.lectureId),
    index('lecture_assignments_user_last_opened_idx').on(t.userId, t.lastOpenedAt),
    oneOf('lecture_assignments_status_valid', t.status, lectureStatuses),
  ],
);

/**
 * How many of a subject's lectures a student completed, and of its tests and mini projects
 * how many they passed, counting only items published in a published chapter (as
 * subjectContentCounts does for the totals). Kept by the database itself, by triggers on the
 * three assignment tables, the three item tables and chapters (migration 0014), so that the
 * list of directions reads one row per subject instead of joining every piece of the
 * student's work up to its subject on every request (ARCHITECTURE.md, "Speed and memory").
 * A student has a row for each subject they have done something countable in.
 */
export const studentSubjectProgress = pgTable(
  'student_subject_progress',
  {
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    subjectId: integer('subject_id')
      .notNull()
      .references(() => subjects.id, { onDelete: 'cascade' }),
    completedLectures: integer('completed_lectures').notNull().default(0),
    passedTasks: integer('passed_tasks').notNull().default(0),
    passedMiniProjects: integer('passed_mini_projects').notNull().default(0),
  },
  (t) => [
    primaryKey({ columns: [t.userId, t.subjectId] }),
    index('student_subject_progress_subject_id_idx').on(t.subjectId),
  ],
);

/** One attempt's answers, as submitted. */
export interface TaskAttemptAnswer {
  questionId: number;
  answerIds: number[];
  answerText?: string;
  /**
   * A code question's answer and how the server graded it, every test in full (the staff's
   * view: hidden tests' inputs and outputs too). Students get the result through
   * `studentCodeRunResultOf` only (ARCHITECTURE.md, "Code exercises").
   */
  code?: string;
  codeResult?: StaffCodeRunResult;
}

export const taskAssignments = pgTable(
  'task_assignments',
  {
    id: id(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    taskId: integer('task_id')
      .notNull()
      .references(() => tasks.id, { onDelete: 'cascade' }),
    status: text('status', { enum: taskStatuses }).notNull().default('incomplete'),
    reviewStatus: text('review_status', { enum: reviewStatuses })
      .notNull()
      .default('not_checked_yet'),
    /** Attempts submitted so far. */
    attempt: integer('attempt').notNull().default(0),
    score: integer('score'),
    maxScore: integer('max_score').notNull().default(0),
    /** The last attempt's answers. */
    answers: jsonb('answers').$type<TaskAttemptAnswer[]>().notNull().default([]),
    submittedAt: instant('submitted_at'),
    /** A mentor's review of the free-text answers (choice questions are scored at once). */
    reviewComment: text('review_comment'),
    reviewedBy: integer('reviewed_by').references(() => users.id, { onDelete: 'set null' }),
    reviewedAt: instant('reviewed_at'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('task_assignments_user_task_unique').on(t.userId, t.taskId),
    index('task_assignments_task_id_idx').on(t.taskId),
    index('task_assignments_reviewed_by_idx').on(t.reviewedBy),
    index('task_assignments_review_queue_idx').on(t.reviewStatus, t.submittedAt),
    oneOf('task_assignments_status_valid', t.status, taskStatuses),
    oneOf('task_assignments_review_status_valid', t.reviewStatus, reviewStatuses),
    check('task_assignments_attempt_nonnegative', sql`${t.attempt} >= 0`),
  ],
);

/**
 * A student's mini project: its current review status, that of the latest submission
 * (project_submissions keeps every one).
 */
export const projectAssignments = pgTable(
  'project_assignments',
  {
    id: id(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    miniProjectId: integer('mini_project_id')
      .notNull()
      .references(() => miniProjects.id, { onDelete: 'cascade' }),
    reviewStatus: text('review_status', { enum: reviewStatuses })
      .notNull()
      .default('not_checked_yet'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('project_assignments_user_project_unique').on(t.userId, t.miniProjectId),
    index('project_assignments_mini_project_id_idx').on(t.miniProjectId),
    oneOf('project_assignments_review_status_valid', t.reviewStatus, reviewStatuses),
  ],
);

/**
 * Every submission of a mini project, with its review: a resubmission after a failed review
 * adds a row, so the whole history stays. The assignment's review status is the latest one's.
 */
export const projectSubmissions = pgTable(
  'project_submissions',
  {
    id: id(),
    projectAssignmentId: integer('project_assignment_id')
      .notNull()
      .references(() => projectAssignments.id, { onDelete: 'cascade' }),
    githubLink: text('github_link').notNull(),
    submittedAt: instant('submitted_at').notNull().defaultNow(),
    /**
     * Submitted after the mini project's due date (`due_days` after the student's enrolment),
     * judged by the app's clock when the submission was taken and kept as it was then.
     */
    late: boolean('late').notNull().default(false),
    reviewStatus: text('review_status', { enum: reviewStatuses })
      .notNull()
      .default('not_checked_yet'),
    reviewComment: text('review_comment'),
    reviewedBy: integer('reviewed_by').references(() => users.id, { onDelete: 'set null' }),
    reviewedAt: instant('reviewed_at'),
  },
  (t) => [
    index('project_submissions_assignment_idx').on(t.projectAssignmentId, t.submittedAt),
    index('project_submissions_review_queue_idx').on(t.reviewStatus, t.submittedAt),
    index('project_submissions_reviewed_by_idx').on(t.reviewedBy),
    oneOf('project_submissions_review_status_valid', t.reviewStatus, reviewStatuses),
  ],
);

/** A submission's answer to one mini-project question: text, a file, or both. */
export const projectAnswers = pgTable(
  'project_answers',
  {
    id: id(),
    submissionId: integer('submission_id')
      .notNull()
      .references(() => projectSubmissions.id, { onDelete: 'cascade' }),
    questionId: integer('question_id')
      .notNull()
      .references(() => miniProjectQuestions.id, { onDelete: 'cascade' }),
    fileId: uuid('file_id').references(() => files.id, { onDelete: 'set null' }),
    answerText: text('answer_text'),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('project_answers_submission_question_unique').on(t.submissionId, t.questionId),
    index('project_answers_question_id_idx').on(t.questionId),
    index('project_answers_file_id_idx').on(t.fileId),
  ],
);

/**
 * Certificates (ARCHITECTURE.md, "Certificates"): one per student and completed subject, and
 * one per student and direction once all of its subjects are complete. Issued once, never
 * re-issued; revoked by staff, never deleted. `verification_code` is what the public
 * verification page and the PDF's QR code carry; `status_list_index` is the certificate's
 * position in the published revocation list. `holder_name` and `credential` (the signed
 * VC-JWT) are kept as issued: a later change of the account's name does not alter a
 * credential already handed out.
 */
export const certificates = pgTable(
  'certificates',
  {
    id: uuid('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    kind: text('kind', { enum: certificateKinds }).notNull(),
    subjectId: integer('subject_id').references(() => subjects.id, { onDelete: 'cascade' }),
    directionId: integer('direction_id')
      .notNull()
      .references(() => directions.id, { onDelete: 'cascade' }),
    badgeFileId: uuid('badge_file_id').references(() => files.id, { onDelete: 'set null' }),
    verificationCode: text('verification_code').notNull(),
    statusListIndex: integer('status_list_index').notNull().generatedAlwaysAsIdentity(),
    holderName: text('holder_name').notNull(),
    credential: text('credential').notNull(),
    issuedAt: instant('issued_at').notNull().defaultNow(),
    revokedAt: instant('revoked_at'),
    revokedBy: integer('revoked_by').references(() => users.id, { onDelete: 'set null' }),
    revocationReason: text('revocation_reason'),
    /** Why it was revoked (contracts' certificateRevocationCauses); null while valid. */
    revokedAs: text('revoked_as', { enum: certificateRevocationCauses }),
  },
  (t) => [
    // One certificate per student and subject (and direction) that counts: a valid one, or
    // one an admin revoked by decision. One a verdict's correction revoked is left out, so
    // a correction back to "passed" issues a new one (ARCHITECTURE.md, "Certificates").
    uniqueIndex('certificates_user_subject_unique')
      .on(t.userId, t.subjectId)
      .where(sql`${t.kind} = 'subject' and ${t.revokedAs} is distinct from 'correction'`),
    uniqueIndex('certificates_user_direction_unique')
      .on(t.userId, t.directionId)
      .where(sql`${t.kind} = 'direction' and ${t.revokedAs} is distinct from 'correction'`),
    uniqueIndex('certificates_verification_code_unique').on(t.verificationCode),
    uniqueIndex('certificates_status_list_index_unique').on(t.statusListIndex),
    index('certificates_subject_id_idx').on(t.subjectId),
    index('certificates_direction_id_idx').on(t.directionId),
    index('certificates_badge_file_id_idx').on(t.badgeFileId),
    index('certificates_revoked_by_idx').on(t.revokedBy),
    oneOf('certificates_kind_valid', t.kind, certificateKinds),
    check(
      'certificates_subject_matches_kind',
      sql`(${t.kind} = 'subject') = (${t.subjectId} is not null)`,
    ),
    check(
      'certificates_revocation_complete',
      sql`(${t.revokedAt} is null) = (${t.revocationReason} is null)`,
    ),
    check(
      'certificates_revocation_cause_complete',
      sql`(${t.revokedAt} is null) = (${t.revokedAs} is null)`,
    ),
    oneOf('certificates_revoked_as_valid', t.revokedAs, certificateRevocationCauses),
  ],
);
