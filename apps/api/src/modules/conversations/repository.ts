import { asc, eq } from 'drizzle-orm';
import type { Executor } from '../../db/client.js';
import {
  conversationMessages,
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
