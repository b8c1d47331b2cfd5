import type { ContentStatus, ProjectAnswerType } from '@academy/contracts';
import { and, asc, count, eq, inArray, ne, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.js';
import {
  miniProjectQuestions,
  miniProjects,
  projectAssignments,
  projectSubmissions,
} from '../../db/schema/index.js';

export type MiniProjectRecord = typeof miniProjects.$inferSelect;

export interface EditorProjectQuestion {
  id: number;
  text: string;
  answerType: ProjectAnswerType;
}

export type ProjectQuestionFields = Omit<EditorProjectQuestion, 'id'> & { position: number };

/** A mini project's plain fields and its questions, as the audit log keeps them. */
export const miniProjectSnapshot = (
  project: MiniProjectRecord,
  projectQuestions: EditorProjectQuestion[],
) => ({
  id: project.id,
  chapterId: project.chapterId,
  title: project.title,
  description: project.description,
  dueDays: project.dueDays,
  status: project.status,
  revision: project.revision,
  position: project.position,
  questions: projectQuestions,
});

/** The mini projects the editor reads and writes, with their questions. */
export function createMiniProjectEditorRepository(db: Executor) {
  /** The questions of each mini project given, in order: one query in all. */
  async function questionsOfProjects(
    miniProjectIds: readonly number[],
  ): Promise<Map<number, EditorProjectQuestion[]>> {
    const byProject = new Map<number, EditorProjectQuestion[]>(
      miniProjectIds.map((id) => [id, []]),
    );
    if (miniProjectIds.length === 0) return byProject;
    const rows = await db
      .select({
        id: miniProjectQuestions.id,
        miniProjectId: miniProjectQuestions.miniProjectId,
        text: miniProjectQuestions.text,
        answerType: miniProjectQuestions.answerType,
      })
      .from(miniProjectQuestions)
      .where(inArray(miniProjectQuestions.miniProjectId, [...miniProjectIds]))
      .orderBy(asc(miniProjectQuestions.position), asc(miniProjectQuestions.id));
    for (const { miniProjectId, ...question } of rows) byProject.get(miniProjectId)?.push(question);
    return byProject;
  }

  return {
    async find(id: number): Promise<MiniProjectRecord | null> {
      const [row] = await db.select().from(miniProjects).where(eq(miniProjects.id, id));
      return row ?? null;
    },

    /** The mini project, locked until the transaction ends: saves of one project queue. */
    async lock(id: number): Promise<MiniProjectRecord | null> {
      const [row] = await db
        .select()
        .from(miniProjects)
        .where(eq(miniProjects.id, id))
        .for('update');
      return row ?? null;
    },

    async questions(miniProjectId: number): Promise<EditorProjectQuestion[]> {
      return (await questionsOfProjects([miniProjectId])).get(miniProjectId) ?? [];
    },

    questionsOfProjects,

    /** Students who have submitted the project at least once. */
    async submittedBy(miniProjectId: number): Promise<number> {
      const [row] = await db
        .select({ students: count() })
        .from(projectAssignments)
        .where(eq(projectAssignments.miniProjectId, miniProjectId));
      return row?.students ?? 0;
    },

    /** Students who submitted it, their submissions, and those who passed. */
    async impact(miniProjectId: number) {
      const [row] = await db
        .select({
          students: sql<number>`count(distinct ${projectAssignments.id})`.mapWith(Number),
          work: count(projectSubmissions.id),
          passed:
            sql<number>`count(distinct ${projectAssignments.id}) filter (where ${projectAssignments.reviewStatus} = 'passed')`.mapWith(
              Number,
            ),
        })
        .from(projectAssignments)
        .leftJoin(
          projectSubmissions,
          eq(projectSubmissions.projectAssignmentId, projectAssignments.id),
        )
        .where(eq(projectAssignments.miniProjectId, miniProjectId));
      return { students: row?.students ?? 0, work: row?.work ?? 0, passed: row?.passed ?? 0 };
    },

    /**
     * Writes the fields and counts the save, only while the mini project is still at
     * `revision` (ARCHITECTURE.md, "Content editors"): null when it is not.
     */
    async update(
      id: number,
      revision: number,
      fields: Pick<MiniProjectRecord, 'title' | 'description' | 'dueDays'>,
    ): Promise<MiniProjectRecord | null> {
      const [row] = await db
        .update(miniProjects)
        .set({ ...fields, revision: sql`${miniProjects.revision} + 1` })
        .where(and(eq(miniProjects.id, id), eq(miniProjects.revision, revision)))
        .returning();
      return row ?? null;
    },

    /** Sets the status if it differs (null when it already was that). */
    async setStatus(id: number, status: ContentStatus): Promise<MiniProjectRecord | null> {
      const [row] = await db
        .update(miniProjects)
        .set({ status })
        .where(and(eq(miniProjects.id, id), ne(miniProjects.status, status)))
        .returning();
      return row ?? null;
    },

    async delete(id: number): Promise<void> {
      await db.delete(miniProjects).where(eq(miniProjects.id, id));
    },

    async deleteQuestions(ids: readonly number[]): Promise<void> {
      if (ids.length > 0)
        await db.delete(miniProjectQuestions).where(inArray(miniProjectQuestions.id, [...ids]));
    },

    async updateQuestion(id: number, fields: ProjectQuestionFields): Promise<void> {
      await db.update(miniProjectQuestions).set(fields).where(eq(miniProjectQuestions.id, id));
    },

    async insertQuestion(miniProjectId: number, fields: ProjectQuestionFields): Promise<void> {
      await db.insert(miniProjectQuestions).values({ miniProjectId, ...fields });
    },
  };
}

export type MiniProjectEditorRepository = ReturnType<typeof createMiniProjectEditorRepository>;
