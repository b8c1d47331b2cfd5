import { answerTypes } from '@academy/contracts';
import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import { files } from './files.js';
import { between, createdAt, id, oneOf } from './helpers.js';

/*
 * Learning content: direction → subjects → chapters → lectures, tasks and mini projects.
 * `position` orders siblings; content belongs to its parent and goes with it.
 */

export const directions = pgTable(
  'directions',
  {
    id: id(),
    title: text('title').notNull(),
    description: text('description').notNull().default(''),
    imageFileId: uuid('image_file_id').references(() => files.id, { onDelete: 'set null' }),
    position: integer('position').notNull().default(0),
    createdAt: createdAt(),
  },
  (t) => [index('directions_image_file_id_idx').on(t.imageFileId)],
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
    position: integer('position').notNull().default(0),
    createdAt: createdAt(),
  },
  (t) => [index('subjects_direction_id_idx').on(t.directionId)],
);

export const chapters = pgTable(
  'chapters',
  {
    id: id(),
    subjectId: integer('subject_id')
      .notNull()
      .references(() => subjects.id, { onDelete: 'cascade' }),
    title: text('title').notNull(),
    position: integer('position').notNull().default(0),
    createdAt: createdAt(),
  },
  (t) => [index('chapters_subject_id_idx').on(t.subjectId)],
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
    position: integer('position').notNull().default(0),
    createdAt: createdAt(),
  },
  (t) => [index('lectures_chapter_id_idx').on(t.chapterId)],
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
    position: integer('position').notNull().default(0),
    createdAt: createdAt(),
  },
  (t) => [
    index('tasks_chapter_id_idx').on(t.chapterId),
    check('tasks_pass_percent_range', between(t.passPercent, 0, 100)),
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
    position: integer('position').notNull().default(0),
  },
  (t) => [
    index('questions_task_id_idx').on(t.taskId),
    oneOf('questions_answer_type_valid', t.answerType, answerTypes),
    check('questions_points_positive', sql`${t.points} > 0`),
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
    description: text('description').notNull().default(''),
    position: integer('position').notNull().default(0),
    createdAt: createdAt(),
  },
  (t) => [index('mini_projects_chapter_id_idx').on(t.chapterId)],
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
    position: integer('position').notNull().default(0),
  },
  (t) => [index('mini_project_questions_mini_project_id_idx').on(t.miniProjectId)],
);
