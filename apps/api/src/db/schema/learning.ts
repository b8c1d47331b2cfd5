import {
  answerTypes,
  type CodeExercise,
  contentStatuses,
  courseTypes,
  projectAnswerTypes,
} from '@academy/contracts';
import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { files } from './files.js';
import { between, createdAt, id, instant, oneOf } from './helpers.js';
import { users } from './users.js';

/*
 * Learning content: direction → subjects → chapters → lectures, tasks and mini projects.
 * `position` orders siblings; content belongs to its parent and goes with it. `status`:
 * staff write drafts, students see an item only when it and every parent above it are
 * published (ARCHITECTURE.md, "The staff area").
 */

/** A content row's draft/published state; a new row is a draft until staff publish it. */
const contentStatus = () => text('status', { enum: contentStatuses }).notNull().default('draft');

/**
 * How many times an editor's save has written the item: a save names the revision it was
 * loaded at and is refused when another save came first (ARCHITECTURE.md, "Content editors").
 */
const revision = () => integer('revision').notNull().default(1);

export const directions = pgTable(
  'directions',
  {
    id: id(),
    title: text('title').notNull(),
    description: text('description').notNull().default(''),
    imageFileId: uuid('image_file_id').references(() => files.id, { onDelete: 'set null' }),
    /** The badge image (PNG, public file) its certificates show (ARCHITECTURE.md, "Certificates"). */
    badgeFileId: uuid('badge_file_id').references(() => files.id, { onDelete: 'set null' }),
    status: contentStatus(),
    position: integer('position').notNull().default(0),
    createdAt: createdAt(),
  },
  (t) => [
    oneOf('directions_status_valid', t.status, contentStatuses),
    index('directions_image_file_id_idx').on(t.imageFileId),
    index('directions_badge_file_id_idx').on(t.badgeFileId),
  ],
);

/**
 * Who studies what: a student enrolled in a direction, in a course format, since a date.
 * Admission sets it; the learning area shows enrolled directions only, and due dates count
 * from `enrolled_at`.
 */
export const enrolments = pgTable(
  'enrolments',
  {
    id: id(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    directionId: integer('direction_id')
      .notNull()
      .references(() => directions.id, { onDelete: 'cascade' }),
    courseType: text('course_type', { enum: courseTypes }).notNull(),
    enrolledAt: instant('enrolled_at').notNull().defaultNow(),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('enrolments_user_direction_unique').on(t.userId, t.directionId),
    index('enrolments_direction_id_idx').on(t.directionId),
    oneOf('enrolments_course_type_valid', t.courseType, courseTypes),
  ],
);

export const subjects = pgTable(
  'subjects',
  {
    id: id(),
    directionId: integer('direction_id')
      .notNull()
      .references(() => directions.id, { onDelete: 'cascade' }),
    title: text('title').notNull(),
    description: text('description').notNull().default(''),
    /** The badge image (PNG, public file) its certificates show (ARCHITECTURE.md, "Certificates"). */
    badgeFileId: uuid('badge_file_id').references(() => files.id, { onDelete: 'set null' }),
    status: contentStatus(),
    position: integer('position').notNull().default(0),
    createdAt: createdAt(),
  },
  (t) => [
    oneOf('subjects_status_valid', t.status, contentStatuses),
    index('subjects_direction_id_idx').on(t.directionId),
    index('subjects_badge_file_id_idx').on(t.badgeFileId),
  ],
);

export const chapters = pgTable(
  'chapters',
  {
    id: id(),
    subjectId: integer('subject_id')
      .notNull()
      .references(() => subjects.id, { onDelete: 'cascade' }),
    title: text('title').notNull(),
    status: contentStatus(),
    position: integer('position').notNull().default(0),
    createdAt: createdAt(),
  },
  (t) => [
    oneOf('chapters_status_valid', t.status, contentStatuses),
    index('chapters_subject_id_idx').on(t.subjectId),
  ],
);

export const lectures = pgTable(
  'lectures',
  {
    id: id(),
    chapterId: integer('chapter_id')
      .notNull()
      .references(() => chapters.id, { onDelete: 'cascade' }),
    title: text('title').notNull(),
    /** Markdown, rendered as text by the client (never as raw HTML). */
    content: text('content').notNull().default(''),
    videoUrl: text('video_url'),
    status: contentStatus(),
    revision: revision(),
    position: integer('position').notNull().default(0),
    createdAt: createdAt(),
  },
  (t) => [
    oneOf('lectures_status_valid', t.status, contentStatuses),
    index('lectures_chapter_id_idx').on(t.chapterId),
  ],
);

/** Files that go with a lecture (slides, cheat sheets): public, like the lecture. */
export const lectureAttachments = pgTable(
  'lecture_attachments',
  {
    id: id(),
    lectureId: integer('lecture_id')
      .notNull()
      .references(() => lectures.id, { onDelete: 'cascade' }),
    fileId: uuid('file_id')
      .notNull()
      .references(() => files.id, { onDelete: 'cascade' }),
    /** The name the student sees and downloads it as. */
    name: text('name').notNull(),
    position: integer('position').notNull().default(0),
  },
  (t) => [
    index('lecture_attachments_lecture_id_idx').on(t.lectureId),
    index('lecture_attachments_file_id_idx').on(t.fileId),
  ],
);

/** A test: questions with answers, scored by the server. */
export const tasks = pgTable(
  'tasks',
  {
    id: id(),
    chapterId: integer('chapter_id')
      .notNull()
      .references(() => chapters.id, { onDelete: 'cascade' }),
    title: text('title').notNull(),
    description: text('description').notNull().default(''),
    /** The share of points (percent) an attempt needs to pass. */
    passPercent: integer('pass_percent').notNull().default(70),
    /** Due this many days after the student's enrolment; no due date when null. */
    dueDays: integer('due_days'),
    status: contentStatus(),
    revision: revision(),
    position: integer('position').notNull().default(0),
    createdAt: createdAt(),
  },
  (t) => [
    oneOf('tasks_status_valid', t.status, contentStatuses),
    index('tasks_chapter_id_idx').on(t.chapterId),
    check('tasks_pass_percent_range', between(t.passPercent, 0, 100)),
    check('tasks_due_days_positive', sql`${t.dueDays} > 0`),
  ],
);

export const questions = pgTable(
  'questions',
  {
    id: id(),
    taskId: integer('task_id')
      .notNull()
      .references(() => tasks.id, { onDelete: 'cascade' }),
    text: text('text').notNull(),
    answerType: text('answer_type', { enum: answerTypes }).notNull(),
    points: integer('points').notNull().default(1),
    /**
     * Why the correct answers are correct (staff write it; null for none). Like `is_correct`,
     * a student reads it only once their attempt reveals the outcomes.
     */
    explanation: text('explanation'),
    /**
     * A code question's whole exercise (contracts' codeExerciseSchema: hidden tests and the
     * reference solution included), present exactly when `answer_type` is `code`. Students
     * get `studentCodeExerciseOf` it, never the column (ARCHITECTURE.md, "Code exercises").
     */
    code: jsonb('code').$type<CodeExercise>(),
    position: integer('position').notNull().default(0),
  },
  (t) => [
    index('questions_task_id_idx').on(t.taskId),
    oneOf('questions_answer_type_valid', t.answerType, answerTypes),
    check('questions_points_positive', sql`${t.points} > 0`),
    check(
      'questions_code_only_for_code',
      sql`(${t.answerType} = 'code') = (${t.code} is not null)`,
    ),
  ],
);

/** Answer options. `is_correct` never leaves the server before an attempt is scored. */
export const answers = pgTable(
  'answers',
  {
    id: id(),
    questionId: integer('question_id')
      .notNull()
      .references(() => questions.id, { onDelete: 'cascade' }),
    text: text('text').notNull(),
    isCorrect: boolean('is_correct').notNull().default(false),
    position: integer('position').notNull().default(0),
  },
  (t) => [index('answers_question_id_idx').on(t.questionId)],
);

export const miniProjects = pgTable(
  'mini_projects',
  {
    id: id(),
    chapterId: integer('chapter_id')
      .notNull()
      .references(() => chapters.id, { onDelete: 'cascade' }),
    title: text('title').notNull(),
    /** Markdown: the brief. */
    description: text('description').notNull().default(''),
    /** Due this many days after the student's enrolment; no due date when null. */
    dueDays: integer('due_days'),
    status: contentStatus(),
    revision: revision(),
    position: integer('position').notNull().default(0),
    createdAt: createdAt(),
  },
  (t) => [
    oneOf('mini_projects_status_valid', t.status, contentStatuses),
    index('mini_projects_chapter_id_idx').on(t.chapterId),
    check('mini_projects_due_days_positive', sql`${t.dueDays} > 0`),
  ],
);

/** Questions a mini-project submission answers (with text or a file). */
export const miniProjectQuestions = pgTable(
  'mini_project_questions',
  {
    id: id(),
    miniProjectId: integer('mini_project_id')
      .notNull()
      .references(() => miniProjects.id, { onDelete: 'cascade' }),
    text: text('text').notNull(),
    /** What the answer is: written text, or a file the student uploads. */
    answerType: text('answer_type', { enum: projectAnswerTypes }).notNull().default('text'),
    position: integer('position').notNull().default(0),
  },
  (t) => [
    index('mini_project_questions_mini_project_id_idx').on(t.miniProjectId),
    oneOf('mini_project_questions_answer_type_valid', t.answerType, projectAnswerTypes),
  ],
);

/**
 * How many lectures, tests and mini projects each subject shows students: those published
 * in a published chapter. Kept by the database itself, by triggers on subjects, chapters and
 * the three item tables (migration 0012), so that a student's list of directions reads one
 * row per subject instead of counting every item on every request (ARCHITECTURE.md, "Speed
 * and memory"). Every subject has its row, created with it.
 */
export const subjectContentCounts = pgTable('subject_content_counts', {
  subjectId: integer('subject_id')
    .primaryKey()
    .references(() => subjects.id, { onDelete: 'cascade' }),
  lectures: integer('lectures').notNull().default(0),
  tasks: integer('tasks').notNull().default(0),
  miniProjects: integer('mini_projects').notNull().default(0),
});
