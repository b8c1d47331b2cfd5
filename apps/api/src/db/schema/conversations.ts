import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  index,
  integer,
  pgTable,
  primaryKey,
  text,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { files } from './files.js';
import { createdAt, id, instant, updatedAt } from './helpers.js';
import { lectures } from './learning.js';
import { projectSubmissions, taskAssignments } from './progress.js';
import { users } from './users.js';

/**
 * A student's question on a lecture (ARCHITECTURE.md, "Conversations"): its words are the
 * first message of its thread. It waits for staff from `waitingSince` until staff answer, and
 * waits again when the student writes after an answer. A mentor may share it with every
 * student of the subject (`shared`), who then read it without the asker's name.
 */
export const lectureQuestions = pgTable(
  'lecture_questions',
  {
    id: id(),
    lectureId: integer('lecture_id')
      .notNull()
      .references(() => lectures.id, { onDelete: 'cascade' }),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    shared: boolean('shared').notNull().default(false),
    /** Set while the question waits for staff; null once answered. */
    waitingSince: instant('waiting_since'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('lecture_questions_lecture_idx').on(t.lectureId, t.userId),
    index('lecture_questions_waiting_idx')
      .on(t.waitingSince, t.id)
      .where(sql`${t.waitingSince} is not null`),
    index('lecture_questions_user_id_idx').on(t.userId),
  ],
);

/**
 * The messages of a thread (ARCHITECTURE.md, "Conversations"): Markdown written by the
 * student or by staff, on exactly one of a mini-project submission, a test attempt (the
 * student's assignment of a test with free-text questions) or a lecture question. The verdict
 * is not copied here: the thread reads it from the work. The work deleted takes its thread
 * with it; an author deleted leaves their messages without a name.
 */
export const conversationMessages = pgTable(
  'conversation_messages',
  {
    id: id(),
    projectSubmissionId: integer('project_submission_id').references(() => projectSubmissions.id, {
      onDelete: 'cascade',
    }),
    taskAssignmentId: integer('task_assignment_id').references(() => taskAssignments.id, {
      onDelete: 'cascade',
    }),
    lectureQuestionId: integer('lecture_question_id').references(() => lectureQuestions.id, {
      onDelete: 'cascade',
    }),
    authorId: integer('author_id').references(() => users.id, { onDelete: 'set null' }),
    body: text('body').notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    index('conversation_messages_submission_idx').on(t.projectSubmissionId, t.createdAt, t.id),
    index('conversation_messages_task_assignment_idx').on(t.taskAssignmentId, t.createdAt, t.id),
    index('conversation_messages_lecture_question_idx').on(t.lectureQuestionId, t.createdAt, t.id),
    index('conversation_messages_author_id_idx').on(t.authorId),
    check(
      'conversation_messages_one_thread',
      sql`num_nonnulls(${t.projectSubmissionId}, ${t.taskAssignmentId}, ${t.lectureQuestionId}) = 1`,
    ),
  ],
);

/**
 * Files sent with a message (ARCHITECTURE.md, "Conversations"): private files its author
 * uploaded for the thread, each sent once. Read through the thread, by whoever may read it.
 */
export const conversationAttachments = pgTable(
  'conversation_attachments',
  {
    messageId: integer('message_id')
      .notNull()
      .references(() => conversationMessages.id, { onDelete: 'cascade' }),
    fileId: uuid('file_id')
      .notNull()
      .references(() => files.id, { onDelete: 'cascade' }),
    position: integer('position').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.messageId, t.fileId] }),
    uniqueIndex('conversation_attachments_file_unique').on(t.fileId),
  ],
);
