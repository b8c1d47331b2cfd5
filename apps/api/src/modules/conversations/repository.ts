import { and, asc, eq, isNotNull } from 'drizzle-orm';
import type { Executor } from '../../db/client.js';
import {
  conversationMessages,
  miniProjects,
  projectAssignments,
  projectSubmissions,
  users,
} from '../../db/schema/index.js';

export type MessageRecord = typeof conversationMessages.$inferSelect;

export function createConversationsRepository(db: Executor) {
  return {
    /** The submission's student and its review as stored by the review; null if none. */
    async submission(id: number) {
      const [row] = await db
        .select({
          id: projectSubmissions.id,
          studentId: projectAssignments.userId,
          miniProjectId: projectAssignments.miniProjectId,
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

    /** The thread's messages with their authors, oldest first. */
    async messages(submissionId: number) {
      return db
        .select({
          message: conversationMessages,
          authorName: users.fullName,
          authorRole: users.role,
        })
        .from(conversationMessages)
        .leftJoin(users, eq(users.id, conversationMessages.authorId))
        .where(eq(conversationMessages.projectSubmissionId, submissionId))
        .orderBy(asc(conversationMessages.createdAt), asc(conversationMessages.id));
    },

    /** Everyone who has written in the thread, once each. */
    async writers(submissionId: number): Promise<number[]> {
      const rows = await db
        .selectDistinct({ id: conversationMessages.authorId })
        .from(conversationMessages)
        .where(
          and(
            eq(conversationMessages.projectSubmissionId, submissionId),
            isNotNull(conversationMessages.authorId),
          ),
        );
      return rows.flatMap((row) => (row.id === null ? [] : [row.id]));
    },

    async insert(values: typeof conversationMessages.$inferInsert): Promise<MessageRecord> {
      const [row] = await db.insert(conversationMessages).values(values).returning();
      if (!row) throw new Error('Message insert returned no row');
      return row;
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
