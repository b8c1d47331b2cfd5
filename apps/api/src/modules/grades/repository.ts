import { and, asc, eq, inArray, max, type SQL, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.js';
import {
  chapters,
  directions,
  enrolments,
  lectureAssignments,
  lectures,
  miniProjects,
  projectAssignments,
  projectSubmissions,
  subjects,
  taskAssignments,
  tasks,
  users,
} from '../../db/schema/index.js';

/*
 * The reads behind the grades (ARCHITECTURE.md, "Grades and records"). The items are the
 * published ones in published chapters of published subjects, as progress counts them; the
 * students are read a batch at a time by keyset, and their work one statement per kind of
 * item per batch, so an export's statements grow with its batches, not with its rows.
 */

export type GradeItemKind = 'lecture' | 'task' | 'mini_project';

export interface GradeItem {
  kind: GradeItemKind;
  id: number;
  title: string;
  chapterTitle: string;
  subjectId: number;
  subjectTitle: string;
}

/** Where a walk of the students stopped: the name as the order compares it, and the id. */
export interface StudentCursor {
  name: string;
  id: number;
}

export function createGradesRepository(db: Executor) {
  return {
    /** The direction a subject belongs to, or the direction itself; null when unknown. */
    async scope(kind: 'direction' | 'subject', id: number) {
      if (kind === 'direction') {
        const [row] = await db
          .select({ directionId: directions.id })
          .from(directions)
          .where(eq(directions.id, id));
        return row ? { directionId: row.directionId, subjectId: null } : null;
      }
      const [row] = await db
        .select({ directionId: subjects.directionId })
        .from(subjects)
        .where(eq(subjects.id, id));
      return row ? { directionId: row.directionId, subjectId: id } : null;
    },

    /** The published items of a direction or one subject, in the course's order. */
    async items(scope: { directionId: number; subjectId: number | null }): Promise<GradeItem[]> {
      const where = and(
        eq(subjects.directionId, scope.directionId),
        scope.subjectId === null ? undefined : eq(subjects.id, scope.subjectId),
        eq(subjects.status, 'published'),
        eq(chapters.status, 'published'),
      );
      const of = async (
        kind: GradeItemKind,
        table: typeof lectures | typeof tasks | typeof miniProjects,
      ) =>
        (
          await db
            .select({
              id: table.id,
              title: table.title,
              position: table.position,
              chapterTitle: chapters.title,
              chapterPosition: chapters.position,
              chapterId: chapters.id,
              subjectTitle: subjects.title,
              subjectPosition: subjects.position,
              subjectId: subjects.id,
            })
            .from(table)
            .innerJoin(chapters, eq(chapters.id, table.chapterId))
            .innerJoin(subjects, eq(subjects.id, chapters.subjectId))
            .where(and(where, eq(table.status, 'published')))
        ).map((row) => ({ ...row, kind }));
      const all = [
        ...(await of('lecture', lectures)),
        ...(await of('task', tasks)),
        ...(await of('mini_project', miniProjects)),
      ];
      const kindOrder: Record<GradeItemKind, number> = { lecture: 0, task: 1, mini_project: 2 };
      all.sort(
        (a, b) =>
          a.subjectPosition - b.subjectPosition ||
          a.subjectId - b.subjectId ||
          a.chapterPosition - b.chapterPosition ||
          a.chapterId - b.chapterId ||
          a.position - b.position ||
          kindOrder[a.kind] - kindOrder[b.kind] ||
          a.id - b.id,
      );
      return all.map(({ kind, id, title, chapterTitle, subjectId, subjectTitle }) => ({
        kind,
        id,
        title,
        chapterTitle,
        subjectId,
        subjectTitle,
      }));
    },

    /** A user's name, address and language, and their enrolments, by direction order. */
    async student(userId: number) {
      const [user] = await db
        .select({ fullName: users.fullName, email: users.email, language: users.language })
        .from(users)
        .where(eq(users.id, userId));
      if (!user) return null;
      const enrolled = await db
        .select({
          directionId: enrolments.directionId,
          title: directions.title,
          enrolledAt: enrolments.enrolledAt,
        })
        .from(enrolments)
        .innerJoin(directions, eq(directions.id, enrolments.directionId))
        .where(eq(enrolments.userId, userId))
        .orderBy(asc(directions.position), asc(directions.id));
      return { ...user, enrolled };
    },

    /** The students enrolled in the direction after a cursor, by name then id. */
    async students(directionId: number, after: StudentCursor | null, size: number) {
      const name = sql<string>`lower(${users.fullName})`;
      const beyond: SQL | undefined = after
        ? sql`(lower(${users.fullName}), ${users.id}) > (${after.name}, ${after.id})`
        : undefined;
      return db
        .select({
          id: users.id,
          fullName: users.fullName,
          email: users.email,
          courseType: enrolments.courseType,
          enrolledAt: enrolments.enrolledAt,
          cursor: { name, id: users.id },
        })
        .from(enrolments)
        .innerJoin(users, eq(users.id, enrolments.userId))
        .where(and(eq(enrolments.directionId, directionId), beyond))
        .orderBy(asc(name), asc(users.id))
        .limit(size);
    },

    /** The batch's work on the items: completed lectures, tests, mini projects. */
    async work(userIds: number[], items: GradeItem[]) {
      const ids = (kind: GradeItemKind) =>
        items.filter((item) => item.kind === kind).map((item) => item.id);
      const [lectureIds, taskIds, projectIds] = [ids('lecture'), ids('task'), ids('mini_project')];
      const none = userIds.length === 0;
      const [completed, testRows, projectRows] = await Promise.all([
        none || lectureIds.length === 0
          ? []
          : db
              .select({ userId: lectureAssignments.userId, itemId: lectureAssignments.lectureId })
              .from(lectureAssignments)
              .where(
                and(
                  inArray(lectureAssignments.userId, userIds),
                  inArray(lectureAssignments.lectureId, lectureIds),
                  eq(lectureAssignments.status, 'completed'),
                ),
              ),
        none || taskIds.length === 0
          ? []
          : db
              .select({
                userId: taskAssignments.userId,
                itemId: taskAssignments.taskId,
                status: taskAssignments.status,
                reviewStatus: taskAssignments.reviewStatus,
                attempt: taskAssignments.attempt,
                score: taskAssignments.score,
                maxScore: taskAssignments.maxScore,
              })
              .from(taskAssignments)
              .where(
                and(
                  inArray(taskAssignments.userId, userIds),
                  inArray(taskAssignments.taskId, taskIds),
                ),
              ),
        none || projectIds.length === 0
          ? []
          : db
              .select({
                userId: projectAssignments.userId,
                itemId: projectAssignments.miniProjectId,
                reviewStatus: projectAssignments.reviewStatus,
                submittedAt: max(projectSubmissions.submittedAt),
              })
              .from(projectAssignments)
              .leftJoin(
                projectSubmissions,
                eq(projectSubmissions.projectAssignmentId, projectAssignments.id),
              )
              .where(
                and(
                  inArray(projectAssignments.userId, userIds),
                  inArray(projectAssignments.miniProjectId, projectIds),
                ),
              )
              .groupBy(
                projectAssignments.userId,
                projectAssignments.miniProjectId,
                projectAssignments.reviewStatus,
              ),
      ]);
      return { completed, tests: testRows, projects: projectRows };
    },
  };
}
