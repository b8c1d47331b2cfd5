import type { ConversationThreadKind } from '@academy/contracts';
import { and, asc, eq, inArray, isNotNull, isNull, sql } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import type { Executor } from '../../db/client.js';
import { allPublished } from '../../db/published.js';
import {
  chapters,
  conversationAttachments,
  conversationMessages,
  directions,
  files,
  lectureQuestions,
  lectures,
  miniProjects,
  projectAssignments,
  projectSubmissions,
  questions,
  subjects,
  taskAssignments,
  tasks,
  users,
} from '../../db/schema/index.js';
import { isEnrolledIn } from '../enrolments/index.js';

export type MessageRecord = typeof conversationMessages.$inferSelect;

/** The message column that names each kind of thread. */
const threadColumn: Record<ConversationThreadKind, PgColumn> = {
  'mini-project-submissions': conversationMessages.projectSubmissionId,
  'task-assignments': conversationMessages.taskAssignmentId,
  'lecture-questions': conversationMessages.lectureQuestionId,
};

const threadValues = (thread: ConversationThreadKind, id: number) => ({
  projectSubmissionId: thread === 'mini-project-submissions' ? id : null,
  taskAssignmentId: thread === 'task-assignments' ? id : null,
  lectureQuestionId: thread === 'lecture-questions' ? id : null,
});

export function createConversationsRepository(db: Executor) {
  return {
    /** The submission's student and its review as stored by the review; null if none. */
    async submission(id: number) {
      const [row] = await db
        .select({
          studentId: projectAssignments.userId,
          itemId: projectAssignments.miniProjectId,
          title: miniProjects.title,
          reviewedBy: projectSubmissions.reviewedBy,
          reviewStatus: projectSubmissions.reviewStatus,
          reviewComment: projectSubmissions.reviewComment,
          reviewedAt: projectSubmissions.reviewedAt,
          reviewerName: users.fullName,
        })
        .from(projectSubmissions)
        .innerJoin(
          projectAssignments,
          eq(projectAssignments.id, projectSubmissions.projectAssignmentId),
        )
        .innerJoin(miniProjects, eq(miniProjects.id, projectAssignments.miniProjectId))
        .leftJoin(users, eq(users.id, projectSubmissions.reviewedBy))
        .where(eq(projectSubmissions.id, id));
      return row ?? null;
    },

    /**
     * A submitted test attempt of a test with free-text questions, with its review; null if
     * there is none (never submitted, or a test of choices only, which no mentor reviews).
     */
    async taskAttempt(id: number) {
      const [row] = await db
        .select({
          studentId: taskAssignments.userId,
          itemId: taskAssignments.taskId,
          title: tasks.title,
          reviewedBy: taskAssignments.reviewedBy,
          reviewStatus: taskAssignments.reviewStatus,
          reviewComment: taskAssignments.reviewComment,
          reviewedAt: taskAssignments.reviewedAt,
          reviewerName: users.fullName,
        })
        .from(taskAssignments)
        .innerJoin(tasks, eq(tasks.id, taskAssignments.taskId))
        .leftJoin(users, eq(users.id, taskAssignments.reviewedBy))
        .where(
          and(
            eq(taskAssignments.id, id),
            sql`${taskAssignments.attempt} > 0`,
            sql`exists (select 1 from ${questions} where ${questions.taskId} = ${tasks.id} and ${questions.answerType} = 'text')`,
          ),
        );
      return row ?? null;
    },

    /**
     * A lecture question and its lecture; `readerEnrolled`: whether `readerId` is enrolled in
     * the lecture's direction. Null if there is no such question.
     */
    async lectureQuestion(id: number, readerId: number) {
      const [row] = await db
        .select({
          studentId: lectureQuestions.userId,
          itemId: lectureQuestions.lectureId,
          title: lectures.title,
          shared: lectureQuestions.shared,
          readerEnrolled: isEnrolledIn(readerId, subjects.directionId),
        })
        .from(lectureQuestions)
        .innerJoin(lectures, eq(lectures.id, lectureQuestions.lectureId))
        .innerJoin(chapters, eq(chapters.id, lectures.chapterId))
        .innerJoin(subjects, eq(subjects.id, chapters.subjectId))
        .where(eq(lectureQuestions.id, id));
      return row ?? null;
    },

    /**
     * A published lecture (it and everything above it), and whether `userId` is enrolled in
     * its direction; null if none.
     */
    async publishedLecture(id: number, userId: number) {
      const [row] = await db
        .select({
          id: lectures.id,
          title: lectures.title,
          enrolled: isEnrolledIn(userId, subjects.directionId),
        })
        .from(lectures)
        .innerJoin(chapters, eq(chapters.id, lectures.chapterId))
        .innerJoin(subjects, eq(subjects.id, chapters.subjectId))
        .innerJoin(directions, eq(directions.id, subjects.directionId))
        .where(
          and(
            eq(lectures.id, id),
            allPublished(lectures.status, chapters.status, subjects.status, directions.status),
          ),
        );
      return row ?? null;
    },

    /** A thread's messages with their authors, oldest first. */
    async messages(thread: ConversationThreadKind, id: number) {
      return db
        .select({
          message: conversationMessages,
          authorName: users.fullName,
          authorRole: users.role,
        })
        .from(conversationMessages)
        .leftJoin(users, eq(users.id, conversationMessages.authorId))
        .where(eq(threadColumn[thread], id))
        .orderBy(asc(conversationMessages.createdAt), asc(conversationMessages.id));
    },

    /** Everyone who has written in a thread, once each. */
    async writers(thread: ConversationThreadKind, id: number): Promise<number[]> {
      const rows = await db
        .selectDistinct({ id: conversationMessages.authorId })
        .from(conversationMessages)
        .where(and(eq(threadColumn[thread], id), isNotNull(conversationMessages.authorId)));
      return rows.flatMap((row) => (row.id === null ? [] : [row.id]));
    },

    async insert(
      thread: ConversationThreadKind,
      id: number,
      values: { authorId: number; body: string; createdAt: Date },
    ): Promise<MessageRecord> {
      const [row] = await db
        .insert(conversationMessages)
        .values({ ...values, ...threadValues(thread, id) })
        .returning();
      if (!row) throw new Error('Message insert returned no row');
      return row;
    },

    /**
     * A lecture question after a message: answered when staff wrote, waiting again (since
     * now, unless it already waited) when its student did.
     */
    async markQuestion(id: number, answered: boolean, at: Date): Promise<void> {
      await db
        .update(lectureQuestions)
        .set({
          waitingSince: answered
            ? null
            : sql`coalesce(${lectureQuestions.waitingSince}, ${at.toISOString()}::timestamptz)`,
        })
        .where(eq(lectureQuestions.id, id));
    },

    /**
     * Of `fileIds`, those `userId` uploaded as private files and has not sent yet: what a
     * message of theirs may carry.
     */
    async sendableFileIds(userId: number, fileIds: readonly string[]): Promise<string[]> {
      if (fileIds.length === 0) return [];
      const rows = await db
        .select({ id: files.id })
        .from(files)
        .leftJoin(conversationAttachments, eq(conversationAttachments.fileId, files.id))
        .where(
          and(
            inArray(files.id, [...fileIds]),
            eq(files.createdBy, userId),
            eq(files.visibility, 'private'),
            isNull(conversationAttachments.fileId),
          ),
        );
      return rows.map((row) => row.id);
    },

    async attach(messageId: number, fileIds: readonly string[]): Promise<void> {
      if (fileIds.length === 0) return;
      await db
        .insert(conversationAttachments)
        .values(fileIds.map((fileId, position) => ({ messageId, fileId, position })));
    },

    /** The files sent with the messages, in their order, by message. */
    async attachmentsOf(messageIds: readonly number[]) {
      if (messageIds.length === 0) return [];
      return db
        .select({
          messageId: conversationAttachments.messageId,
          id: files.id,
          name: files.originalName,
          size: files.size,
          contentType: files.contentType,
        })
        .from(conversationAttachments)
        .innerJoin(files, eq(files.id, conversationAttachments.fileId))
        .where(inArray(conversationAttachments.messageId, [...messageIds]))
        .orderBy(asc(conversationAttachments.messageId), asc(conversationAttachments.position));
    },

    /** Whether the file was sent in the thread. */
    async sentIn(thread: ConversationThreadKind, id: number, fileId: string): Promise<boolean> {
      const [row] = await db
        .select({ id: conversationAttachments.fileId })
        .from(conversationAttachments)
        .innerJoin(
          conversationMessages,
          eq(conversationMessages.id, conversationAttachments.messageId),
        )
        .where(and(eq(conversationAttachments.fileId, fileId), eq(threadColumn[thread], id)));
      return row !== undefined;
    },

    async author(id: number) {
      const [row] = await db
        .select({ fullName: users.fullName, role: users.role })
        .from(users)
        .where(eq(users.id, id));
      return row ?? null;
    },
  };
}
