import type { AnswerType, CodeExercise, ContentStatus } from '@academy/contracts';
import { and, asc, count, eq, gt, inArray, ne, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.js';
import { answers, questions, taskAssignments, tasks } from '../../db/schema/index.js';

export type TaskRecord = typeof tasks.$inferSelect;

export interface EditorAnswer {
  id: number;
  text: string;
  isCorrect: boolean;
}

export interface EditorQuestion {
  id: number;
  text: string;
  answerType: AnswerType;
  points: number;
  answers: EditorAnswer[];
  explanation: string | null;
  /** A code question's whole exercise; null for the other types. */
  code: CodeExercise | null;
}

export type QuestionFields = Omit<EditorQuestion, 'id' | 'answers'> & { position: number };
export type AnswerFields = Omit<EditorAnswer, 'id'> & { position: number };

/** A test's plain fields and its questions, as the audit log keeps them. */
export const taskSnapshot = (task: TaskRecord, taskQuestions: EditorQuestion[]) => ({
  id: task.id,
  chapterId: task.chapterId,
  title: task.title,
  description: task.description,
  passPercent: task.passPercent,
  dueDays: task.dueDays,
  status: task.status,
  revision: task.revision,
  position: task.position,
  questions: taskQuestions,
});

/** The tests the editor reads and writes, with their questions and answers. */
export function createTaskEditorRepository(db: Executor) {
  /** The questions, with their answers, of each test given, in order: two queries in all. */
  async function questionsOfTasks(
    taskIds: readonly number[],
  ): Promise<Map<number, EditorQuestion[]>> {
    const byTask = new Map<number, EditorQuestion[]>(taskIds.map((id) => [id, []]));
    if (taskIds.length === 0) return byTask;
    const questionRows = await db
      .select({
        id: questions.id,
        taskId: questions.taskId,
        text: questions.text,
        answerType: questions.answerType,
        points: questions.points,
        explanation: questions.explanation,
        code: questions.code,
      })
      .from(questions)
      .where(inArray(questions.taskId, [...taskIds]))
      .orderBy(asc(questions.position), asc(questions.id));
    if (questionRows.length === 0) return byTask;
    const answerRows = await db
      .select({
        id: answers.id,
        questionId: answers.questionId,
        text: answers.text,
        isCorrect: answers.isCorrect,
      })
      .from(answers)
      .where(
        inArray(
          answers.questionId,
          questionRows.map((q) => q.id),
        ),
      )
      .orderBy(asc(answers.position), asc(answers.id));
    const answersOf = new Map(questionRows.map((question) => [question.id, [] as EditorAnswer[]]));
    for (const { questionId, ...answer } of answerRows) answersOf.get(questionId)?.push(answer);
    for (const { taskId, ...question } of questionRows) {
      byTask.get(taskId)?.push({ ...question, answers: answersOf.get(question.id) ?? [] });
    }
    return byTask;
  }

  return {
    async find(id: number): Promise<TaskRecord | null> {
      const [row] = await db.select().from(tasks).where(eq(tasks.id, id));
      return row ?? null;
    },

    /** The test, locked until the transaction ends: saves of one test queue. */
    async lock(id: number): Promise<TaskRecord | null> {
      const [row] = await db.select().from(tasks).where(eq(tasks.id, id)).for('update');
      return row ?? null;
    },

    /** The test's questions in order, each with its answers in order: two statements. */
    async questions(taskId: number): Promise<EditorQuestion[]> {
      return (await questionsOfTasks([taskId])).get(taskId) ?? [];
    },

    questionsOfTasks,

    /** Students who have submitted at least one attempt. */
    async attemptedBy(taskId: number): Promise<number> {
      const [row] = await db
        .select({ students: count() })
        .from(taskAssignments)
        .where(and(eq(taskAssignments.taskId, taskId), gt(taskAssignments.attempt, 0)));
      return row?.students ?? 0;
    },

    /** Students who have attempted the test, their attempts, and those who passed. */
    async impact(taskId: number) {
      const [row] = await db
        .select({
          students: count(),
          work: sql<number>`coalesce(sum(${taskAssignments.attempt}), 0)`.mapWith(Number),
          passed:
            sql<number>`count(*) filter (where ${taskAssignments.reviewStatus} = 'passed')`.mapWith(
              Number,
            ),
        })
        .from(taskAssignments)
        .where(and(eq(taskAssignments.taskId, taskId), gt(taskAssignments.attempt, 0)));
      return { students: row?.students ?? 0, work: row?.work ?? 0, passed: row?.passed ?? 0 };
    },

    /**
     * Writes the fields and counts the save, only while the test is still at `revision`
     * (ARCHITECTURE.md, "Content editors"): null when it is not.
     */
    async update(
      id: number,
      revision: number,
      fields: Pick<TaskRecord, 'title' | 'description' | 'passPercent' | 'dueDays'>,
    ): Promise<TaskRecord | null> {
      const [row] = await db
        .update(tasks)
        .set({ ...fields, revision: sql`${tasks.revision} + 1` })
        .where(and(eq(tasks.id, id), eq(tasks.revision, revision)))
        .returning();
      return row ?? null;
    },

    /** Sets the status if it differs (null when it already was that). */
    async setStatus(id: number, status: ContentStatus): Promise<TaskRecord | null> {
      const [row] = await db
        .update(tasks)
        .set({ status })
        .where(and(eq(tasks.id, id), ne(tasks.status, status)))
        .returning();
      return row ?? null;
    },

    async delete(id: number): Promise<void> {
      await db.delete(tasks).where(eq(tasks.id, id));
    },

    async deleteQuestions(ids: readonly number[]): Promise<void> {
      if (ids.length > 0) await db.delete(questions).where(inArray(questions.id, [...ids]));
    },

    async deleteAnswers(ids: readonly number[]): Promise<void> {
      if (ids.length > 0) await db.delete(answers).where(inArray(answers.id, [...ids]));
    },

    async updateQuestion(id: number, fields: QuestionFields): Promise<void> {
      await db.update(questions).set(fields).where(eq(questions.id, id));
    },

    async insertQuestion(taskId: number, fields: QuestionFields): Promise<number> {
      const [row] = await db
        .insert(questions)
        .values({ taskId, ...fields })
        .returning({ id: questions.id });
      if (!row) throw new Error('Question insert returned no row');
      return row.id;
    },

    async updateAnswer(id: number, fields: AnswerFields): Promise<void> {
      await db.update(answers).set(fields).where(eq(answers.id, id));
    },

    async insertAnswer(questionId: number, fields: AnswerFields): Promise<void> {
      await db.insert(answers).values({ questionId, ...fields });
    },
  };
}

export type TaskEditorRepository = ReturnType<typeof createTaskEditorRepository>;
