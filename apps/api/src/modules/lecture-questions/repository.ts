import { and, asc, count, desc, eq, inArray, isNotNull, or, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.js';
import {
  chapters,
  conversationMessages,
  lectureQuestions,
  lectures,
  subjects,
  users,
} from '../../db/schema/index.js';

/** How many questions of a lecture its page shows at most: the caller's and shared ones. */
export const LECTURE_PAGE_QUESTIONS = 100;

export type QuestionRecord = typeof lectureQuestions.$inferSelect;

/** The question's own words: the first message of its thread. */
const firstMessage = sql<string>`(
  select ${conversationMessages.body} from ${conversationMessages}
  where ${conversationMessages.lectureQuestionId} = ${lectureQuestions.id}
  order by ${conversationMessages.createdAt}, ${conversationMessages.id} limit 1
)`;

const staffColumns = {
  id: lectureQuestions.id,
  lectureId: lectures.id,
  lectureTitle: lectures.title,
  subjectTitle: subjects.title,
  studentId: users.id,
  studentName: users.fullName,
  studentEmail: users.email,
  body: firstMessage,
  shared: lectureQuestions.shared,
  askedAt: lectureQuestions.createdAt,
  waitingSince: lectureQuestions.waitingSince,
};

export function createLectureQuestionsRepository(db: Executor) {
  /** A question with who asked and where, for staff. */
  const staffView = () =>
    db
      .select(staffColumns)
      .from(lectureQuestions)
      .innerJoin(lectures, eq(lectures.id, lectureQuestions.lectureId))
      .innerJoin(chapters, eq(chapters.id, lectures.chapterId))
      .innerJoin(subjects, eq(subjects.id, chapters.subjectId))
      .innerJoin(users, eq(users.id, lectureQuestions.userId));

  return {
    async create(values: { lectureId: number; userId: number; at: Date }): Promise<QuestionRecord> {
      const [row] = await db
        .insert(lectureQuestions)
        .values({
          lectureId: values.lectureId,
          userId: values.userId,
          waitingSince: values.at,
          createdAt: values.at,
        })
        .returning();
      if (!row) throw new Error('Question insert returned no row');
      return row;
    },

    /** The user's questions on the lecture and the shared ones, newest first. */
    forLecture(lectureId: number, userId: number): Promise<QuestionRecord[]> {
      return db
        .select()
        .from(lectureQuestions)
        .where(
          and(
            eq(lectureQuestions.lectureId, lectureId),
            or(eq(lectureQuestions.userId, userId), eq(lectureQuestions.shared, true)),
          ),
        )
        .orderBy(desc(lectureQuestions.createdAt), desc(lectureQuestions.id))
        .limit(LECTURE_PAGE_QUESTIONS);
    },

    /** The messages of the questions' threads with their authors, oldest first. */
    messagesOf(questionIds: number[]) {
      if (questionIds.length === 0) return Promise.resolve([]);
      return db
        .select({
          questionId: conversationMessages.lectureQuestionId,
          message: conversationMessages,
          authorName: users.fullName,
          authorRole: users.role,
        })
        .from(conversationMessages)
        .leftJoin(users, eq(users.id, conversationMessages.authorId))
        .where(inArray(conversationMessages.lectureQuestionId, questionIds))
        .orderBy(asc(conversationMessages.createdAt), asc(conversationMessages.id));
    },

    /** The `limit` questions waiting longest (the partial index on `waiting_since`). */
    waiting(limit: number) {
      return staffView()
        .where(isNotNull(lectureQuestions.waitingSince))
        .orderBy(asc(lectureQuestions.waitingSince), asc(lectureQuestions.id))
        .limit(limit);
    },

    async waitingCount(): Promise<number> {
      const [row] = await db
        .select({ total: count() })
        .from(lectureQuestions)
        .where(isNotNull(lectureQuestions.waitingSince));
      return row?.total ?? 0;
    },

    async one(id: number) {
      const [row] = await staffView().where(eq(lectureQuestions.id, id));
      return row ?? null;
    },

    async share(id: number, shared: boolean): Promise<boolean> {
      const rows = await db
        .update(lectureQuestions)
        .set({ shared })
        .where(eq(lectureQuestions.id, id))
        .returning({ id: lectureQuestions.id });
      return rows.length > 0;
    },
  };
}
