import type { Direction, SubjectResponse } from '@academy/contracts';
import { and, eq, inArray, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../test/app.js';
import { bearer, createUser, login } from '../test/builders.js';
import { type CreatedContent, createContent, enrol } from '../test/learning-builders.js';
import { allPublished } from './published.js';
import {
  chapters,
  directions,
  lectureAssignments,
  lectures,
  miniProjects,
  projectAssignments,
  subjectContentCounts,
  subjects,
  taskAssignments,
  tasks,
} from './schema/index.js';

/*
 * The rules the kept counts follow are written in TypeScript, and the migrations follow them
 * (ARCHITECTURE.md, "Speed and memory"):
 *  - what is published: the source is `allPublished` (db/published.ts): an item counts when
 *    it and its chapter (and its subject and direction, which every read that shows the
 *    counts checks itself) are published. Migration 0012's `recount_subject_content` and
 *    0014's `recount_student_progress` repeat it in SQL;
 *  - what work counts: the source is contracts' progress rules (`ProgressCounts`,
 *    `isTaskPassed`: a lecture completed, a test or mini project whose review passed) as a
 *    subject's page applies them (modules/learning/service.ts). Migration 0014 repeats it.
 * This test builds content and work in every state and compares, on a real database, what
 * the triggers keep with what the TypeScript rules count.
 */

let t: TestApp;

beforeAll(async () => {
  t = await buildTestApp();
});

afterAll(async () => {
  await t?.close();
});

const chapterSpec = { lectures: 3, tasks: [{}, {}, {}, {}], miniProjects: [{}, {}, {}] };

type Item = { table: typeof lectures | typeof tasks | typeof miniProjects; id: number };

/** Sets the status of content rows (a chapter or items). */
async function setStatus(
  table: typeof chapters | typeof lectures | typeof tasks | typeof miniProjects,
  ids: number[],
  status: 'draft' | 'published',
) {
  await t.app.db.update(table).set({ status }).where(inArray(table.id, ids));
}

/** The subject's totals as db/published.ts's rule counts them. */
async function publishedTotals(subjectId: number) {
  const n = sql<number>`count(*)::int`;
  const countOf = async (table: Item['table']) => {
    const [row] = await t.app.db
      .select({ n })
      .from(table)
      .innerJoin(chapters, eq(chapters.id, table.chapterId))
      .innerJoin(subjects, eq(subjects.id, chapters.subjectId))
      .innerJoin(directions, eq(directions.id, subjects.directionId))
      .where(
        and(
          eq(subjects.id, subjectId),
          allPublished(table.status, chapters.status, subjects.status, directions.status),
        ),
      );
    return row?.n ?? 0;
  };
  return {
    lectures: await countOf(lectures),
    tasks: await countOf(tasks),
    miniProjects: await countOf(miniProjects),
  };
}

/** The subject's totals as migration 0012's triggers keep them. */
async function keptTotals(subjectId: number) {
  const [row] = await t.app.db
    .select({
      lectures: subjectContentCounts.lectures,
      tasks: subjectContentCounts.tasks,
      miniProjects: subjectContentCounts.miniProjects,
    })
    .from(subjectContentCounts)
    .where(eq(subjectContentCounts.subjectId, subjectId));
  return row;
}

/** The content changes each comparison follows, in order; each leaves its effect. */
function contentSteps(content: CreatedContent) {
  const [first, second] = content.chapters as [
    CreatedContent['chapters'][number],
    CreatedContent['chapters'][number],
  ];
  return [
    { name: 'all published', run: async () => {} },
    {
      name: 'a lecture drafted',
      run: () => setStatus(lectures, [first.lectureIds[0] as number], 'draft'),
    },
    {
      name: 'a test and a mini project drafted',
      run: async () => {
        await setStatus(tasks, [first.tasks[0]?.id as number], 'draft');
        await setStatus(miniProjects, [first.miniProjects[0]?.id as number], 'draft');
      },
    },
    { name: 'a chapter drafted', run: () => setStatus(chapters, [second.id], 'draft') },
    {
      name: 'a drafted item moved into a published chapter, then published',
      run: async () => {
        const lectureId = second.lectureIds[0] as number;
        await t.app.db
          .update(lectures)
          .set({ chapterId: first.id })
          .where(eq(lectures.id, lectureId));
        await setStatus(lectures, [lectureId], 'published');
      },
    },
    {
      name: 'everything published again',
      run: async () => {
        await setStatus(chapters, [second.id], 'published');
        await setStatus(lectures, content.lectureIds, 'published');
        await setStatus(tasks, content.taskIds, 'published');
        await setStatus(miniProjects, content.miniProjectIds, 'published');
      },
    },
    {
      name: 'an item deleted',
      run: async () => {
        await t.app.db.delete(tasks).where(eq(tasks.id, second.tasks[1]?.id as number));
      },
    },
  ];
}

describe('the kept counts follow the TypeScript rules', () => {
  it("counts a subject's content as db/published.ts's rule does (migration 0012)", async () => {
    const content = await createContent(t.app, { chapters: [chapterSpec, chapterSpec] });
    const compared: string[] = [];
    for (const step of contentSteps(content)) {
      await step.run();
      const rule = await publishedTotals(content.subjectId);
      expect(await keptTotals(content.subjectId), step.name).toEqual(rule);
      compared.push(`${step.name}: ${rule.lectures}/${rule.tasks}/${rule.miniProjects}`);
    }
    // The steps did change what counts.
    expect(compared).toEqual([
      'all published: 6/8/6',
      'a lecture drafted: 5/8/6',
      'a test and a mini project drafted: 5/7/5',
      'a chapter drafted: 2/3/2',
      'a drafted item moved into a published chapter, then published: 3/3/2',
      'everything published again: 6/8/6',
      'an item deleted: 6/7/6',
    ]);
  });

  it("counts a student's work as contracts' rules and a subject's page do (migration 0014)", async () => {
    const content = await createContent(t.app, { chapters: [chapterSpec, chapterSpec] });
    const user = await createUser(t.app);
    await enrol(t.app, user.id, content.directionId);
    const { accessToken } = await login(t.app, user);
    const headers = bearer(accessToken);

    // Work in every state, on every item.
    const lectureStates = ['completed', 'in_progress', 'not_started'] as const;
    await t.app.db.insert(lectureAssignments).values(
      content.lectureIds.map((lectureId, index) => ({
        userId: user.id,
        lectureId,
        status: lectureStates[index % lectureStates.length],
      })),
    );
    const taskStates = [
      { status: 'completed', reviewStatus: 'passed', attempt: 1 },
      { status: 'completed', reviewStatus: 'failed', attempt: 1 },
      { status: 'completed', reviewStatus: 'not_checked_yet', attempt: 1 },
      { status: 'incomplete', reviewStatus: 'passed', attempt: 2 },
    ] as const;
    await t.app.db.insert(taskAssignments).values(
      content.taskIds.map((taskId, index) => ({
        userId: user.id,
        taskId,
        ...taskStates[index % taskStates.length],
      })),
    );
    const projectStates = ['passed', 'failed', 'not_checked_yet'] as const;
    await t.app.db.insert(projectAssignments).values(
      content.miniProjectIds.map((miniProjectId, index) => ({
        userId: user.id,
        miniProjectId,
        reviewStatus: projectStates[index % projectStates.length],
      })),
    );

    const get = async <T>(url: string) => {
      const response = await t.app.inject({ method: 'GET', url, headers });
      expect(response.statusCode, response.body).toBe(200);
      return response.json<T>();
    };
    const countsOf = (c: SubjectResponse | Direction['subjects'][number]) => ({
      completedLectureCount: c.completedLectureCount,
      completedTaskCount: c.completedTaskCount,
      completedMiniProjectCount: c.completedMiniProjectCount,
      totalLectureCount: c.totalLectureCount,
      totalTaskCount: c.totalTaskCount,
      totalMiniProjectCount: c.totalMiniProjectCount,
    });

    const compared: string[] = [];
    for (const step of contentSteps(content)) {
      await step.run();
      // The subject's page counts its rows with the TypeScript rules (service.ts)...
      const rule = countsOf(await get<SubjectResponse>(`/v1/subject/${content.subjectId}`));
      // ...the directions read the counts the triggers keep.
      const [direction] = await get<Direction[]>('/v1/directions');
      const subject = direction?.subjects.find((s) => s.id === content.subjectId);
      expect(subject, step.name).toBeDefined();
      expect(subject && countsOf(subject), step.name).toEqual(rule);
      compared.push(
        `${step.name}: ${rule.completedLectureCount}/${rule.completedTaskCount}/${rule.completedMiniProjectCount}`,
      );
    }
    // The steps did change what counts.
    expect(compared).toEqual([
      'all published: 2/4/2',
      'a lecture drafted: 1/4/2',
      'a test and a mini project drafted: 1/3/1',
      'a chapter drafted: 0/1/0',
      'a drafted item moved into a published chapter, then published: 1/1/0',
      'everything published again: 2/4/2',
      'an item deleted: 2/4/2',
    ]);
  });
});
