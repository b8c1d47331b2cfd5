import { and, eq, inArray, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../test/app.js';
import { createUser } from '../test/builders.js';
import { type CreatedContent, createContent } from '../test/learning-builders.js';
import {
  chapters,
  lectureAssignments,
  lectures,
  miniProjects,
  projectAssignments,
  studentSubjectProgress,
  subjects,
  taskAssignments,
  tasks,
  users,
} from './schema/index.js';

/*
 * Each student's per-subject counts of completed lectures, passed tests and passed mini
 * projects are kept by triggers (migration 0014, ARCHITECTURE.md "Speed and memory").
 * Whatever changes the work or the content — completing, failing, publishing, drafting,
 * moving, deleting, writers at the same moment — the kept row must equal a count made from
 * scratch (a student with no row counts zero).
 */

let t: TestApp;
let first: CreatedContent;
let second: CreatedContent;

beforeAll(async () => {
  t = await buildTestApp();
  const chapter = { lectures: 4, tasks: [{}, {}], miniProjects: [{}, {}] };
  first = await createContent(t.app, { chapters: [chapter, chapter] });
  second = await createContent(t.app, { chapters: [chapter] });
});

afterAll(async () => {
  await t?.close();
});

type Counts = { lectures: number; tasks: number; miniProjects: number };
const zero: Counts = { lectures: 0, tasks: 0, miniProjects: 0 };

/** What the triggers keep for the student in the subject. */
async function kept(userId: number, subjectId: number): Promise<Counts> {
  const [row] = await t.app.db
    .select({
      lectures: studentSubjectProgress.completedLectures,
      tasks: studentSubjectProgress.passedTasks,
      miniProjects: studentSubjectProgress.passedMiniProjects,
    })
    .from(studentSubjectProgress)
    .where(
      and(
        eq(studentSubjectProgress.userId, userId),
        eq(studentSubjectProgress.subjectId, subjectId),
      ),
    );
  return row ?? zero;
}

/** The same counts from scratch: the student's work on published items of published chapters. */
async function counted(userId: number, subjectId: number): Promise<Counts> {
  const inSubject = and(eq(chapters.subjectId, subjectId), eq(chapters.status, 'published'));
  const n = sql<number>`count(*)::int`;
  const [l] = await t.app.db
    .select({ n })
    .from(lectureAssignments)
    .innerJoin(lectures, eq(lectures.id, lectureAssignments.lectureId))
    .innerJoin(chapters, eq(chapters.id, lectures.chapterId))
    .where(
      and(
        eq(lectureAssignments.userId, userId),
        eq(lectureAssignments.status, 'completed'),
        eq(lectures.status, 'published'),
        inSubject,
      ),
    );
  const [tk] = await t.app.db
    .select({ n })
    .from(taskAssignments)
    .innerJoin(tasks, eq(tasks.id, taskAssignments.taskId))
    .innerJoin(chapters, eq(chapters.id, tasks.chapterId))
    .where(
      and(
        eq(taskAssignments.userId, userId),
        eq(taskAssignments.reviewStatus, 'passed'),
        eq(tasks.status, 'published'),
        inSubject,
      ),
    );
  const [m] = await t.app.db
    .select({ n })
    .from(projectAssignments)
    .innerJoin(miniProjects, eq(miniProjects.id, projectAssignments.miniProjectId))
    .innerJoin(chapters, eq(chapters.id, miniProjects.chapterId))
    .where(
      and(
        eq(projectAssignments.userId, userId),
        eq(projectAssignments.reviewStatus, 'passed'),
        eq(miniProjects.status, 'published'),
        inSubject,
      ),
    );
  return { lectures: l?.n ?? 0, tasks: tk?.n ?? 0, miniProjects: m?.n ?? 0 };
}

async function expectKeptRight(userIds: number[], subjectIds: number[]) {
  for (const userId of userIds) {
    for (const subjectId of subjectIds) {
      expect(await kept(userId, subjectId), `student ${userId}, subject ${subjectId}`).toEqual(
        await counted(userId, subjectId),
      );
    }
  }
}

/** All of a content's lectures completed and its tests and mini projects passed, by `userId`. */
async function doEverything(userId: number, content: CreatedContent) {
  if (content.lectureIds.length === 0 || content.taskIds.length === 0) {
    throw new Error('content with lectures and tests expected');
  }
  if (content.miniProjectIds.length === 0) throw new Error('content with mini projects expected');
  await t.app.db
    .insert(lectureAssignments)
    .values(
      content.lectureIds.map((lectureId) => ({ userId, lectureId, status: 'completed' as const })),
    );
  await t.app.db.insert(taskAssignments).values(
    content.taskIds.map((taskId) => ({
      userId,
      taskId,
      status: 'completed' as const,
      reviewStatus: 'passed' as const,
      attempt: 1,
    })),
  );
  await t.app.db.insert(projectAssignments).values(
    content.miniProjectIds.map((miniProjectId) => ({
      userId,
      miniProjectId,
      reviewStatus: 'passed' as const,
    })),
  );
}

describe("students' progress counts", () => {
  it('follow work done, undone, failed and reviewed again', async () => {
    const student = await createUser(t.app);
    const db = t.app.db;
    expect(await kept(student.id, first.subjectId)).toEqual(zero);

    // Opened, not completed: nothing to count yet.
    await db.insert(lectureAssignments).values({
      userId: student.id,
      lectureId: first.lectureIds[0] ?? 0,
      status: 'in_progress',
    });
    expect(await kept(student.id, first.subjectId)).toEqual(zero);
    await db
      .update(lectureAssignments)
      .set({ status: 'completed' })
      .where(eq(lectureAssignments.userId, student.id));
    expect(await kept(student.id, first.subjectId)).toEqual({ ...zero, lectures: 1 });

    await db.insert(taskAssignments).values({
      userId: student.id,
      taskId: first.taskIds[0] ?? 0,
      status: 'completed',
      reviewStatus: 'not_checked_yet',
      attempt: 1,
    });
    await db.insert(projectAssignments).values({
      userId: student.id,
      miniProjectId: first.miniProjectIds[0] ?? 0,
      reviewStatus: 'passed',
    });
    expect(await kept(student.id, first.subjectId)).toEqual({
      lectures: 1,
      tasks: 0,
      miniProjects: 1,
    });
    await db
      .update(taskAssignments)
      .set({ reviewStatus: 'passed' })
      .where(eq(taskAssignments.userId, student.id));
    await db
      .update(projectAssignments)
      .set({ reviewStatus: 'failed' })
      .where(eq(projectAssignments.userId, student.id));
    expect(await kept(student.id, first.subjectId)).toEqual({
      lectures: 1,
      tasks: 1,
      miniProjects: 0,
    });
    await db.delete(taskAssignments).where(eq(taskAssignments.userId, student.id));
    await expectKeptRight([student.id], [first.subjectId, second.subjectId]);
    expect(await kept(student.id, second.subjectId)).toEqual(zero);
  });

  it('follow drafts, publishing, moves and deletes of items and chapters', async () => {
    const [a, b] = [await createUser(t.app), await createUser(t.app)];
    const content = await createContent(t.app, {
      chapters: [
        { lectures: 3, tasks: [{}], miniProjects: [{}] },
        { lectures: 3, tasks: [{}, {}], miniProjects: [{}] },
      ],
    });
    const other = await createContent(t.app, {
      chapters: [{ lectures: 2, tasks: [{}], miniProjects: [{}] }],
    });
    await doEverything(a.id, content);
    await doEverything(b.id, other);
    const [one, two] = content.chapters;
    if (!one || !two) throw new Error('two chapters expected');
    const everyone = [a.id, b.id];
    const both = [content.subjectId, other.subjectId];
    const db = t.app.db;
    expect(await kept(a.id, content.subjectId)).toEqual({ lectures: 6, tasks: 3, miniProjects: 2 });

    await db
      .update(lectures)
      .set({ status: 'draft' })
      .where(eq(lectures.id, one.lectureIds[0] ?? 0));
    expect((await kept(a.id, content.subjectId)).lectures).toBe(5);
    await db.update(chapters).set({ status: 'draft' }).where(eq(chapters.id, two.id));
    expect(await kept(a.id, content.subjectId)).toEqual({ lectures: 2, tasks: 1, miniProjects: 1 });
    await db.update(chapters).set({ status: 'published' }).where(eq(chapters.id, two.id));
    await db
      .update(lectures)
      .set({ status: 'published' })
      .where(eq(lectures.id, one.lectureIds[0] ?? 0));
    expect(await kept(a.id, content.subjectId)).toEqual({ lectures: 6, tasks: 3, miniProjects: 2 });

    // A chapter moved to another subject takes the student's counts with it.
    await db.update(chapters).set({ subjectId: other.subjectId }).where(eq(chapters.id, two.id));
    expect(await kept(a.id, content.subjectId)).toEqual({ lectures: 3, tasks: 1, miniProjects: 1 });
    expect(await kept(a.id, other.subjectId)).toEqual({ lectures: 3, tasks: 2, miniProjects: 1 });
    await expectKeptRight(everyone, both);

    // Items moved between chapters of different subjects, and items deleted with the work.
    await db
      .update(tasks)
      .set({ chapterId: one.id })
      .where(
        inArray(
          tasks.id,
          two.tasks.map((task) => task.id),
        ),
      );
    await db.delete(miniProjects).where(eq(miniProjects.id, one.miniProjects[0]?.id ?? 0));
    await db.delete(lectures).where(inArray(lectures.id, two.lectureIds.slice(0, 2)));
    await expectKeptRight(everyone, both);
    expect(await kept(a.id, content.subjectId)).toEqual({ lectures: 3, tasks: 3, miniProjects: 0 });

    // A deleted chapter takes its items and the work on them along; a deleted subject its rows.
    await db.delete(chapters).where(eq(chapters.id, two.id));
    await expectKeptRight(everyone, both);
    await db.delete(subjects).where(eq(subjects.id, other.subjectId));
    const left = await db
      .select()
      .from(studentSubjectProgress)
      .where(eq(studentSubjectProgress.subjectId, other.subjectId));
    expect(left).toEqual([]);
  });

  it('go with a deleted student, and leave the others', async () => {
    const [leaving, staying] = [await createUser(t.app), await createUser(t.app)];
    await doEverything(leaving.id, second);
    await doEverything(staying.id, second);
    await t.app.db.delete(users).where(eq(users.id, leaving.id));
    const rows = await t.app.db
      .select()
      .from(studentSubjectProgress)
      .where(eq(studentSubjectProgress.userId, leaving.id));
    expect(rows).toEqual([]);
    expect(await kept(staying.id, second.subjectId)).toEqual({
      lectures: 4,
      tasks: 2,
      miniProjects: 2,
    });
  });

  it('stay right when one student completes many lectures of a subject at the same moment', async () => {
    const student = await createUser(t.app);
    // Each write is a transaction of its own, on its own pooled connection (PostgreSQL).
    await Promise.all(
      first.lectureIds.map((lectureId) =>
        t.app.db.transaction(async (tx) => {
          await tx
            .insert(lectureAssignments)
            .values({ userId: student.id, lectureId, status: 'completed' });
        }),
      ),
    );
    expect((await kept(student.id, first.subjectId)).lectures).toBe(first.lectureIds.length);
    await expectKeptRight([student.id], [first.subjectId]);
  });
});
