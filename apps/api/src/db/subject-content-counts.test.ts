import { eq, inArray, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../test/app.js';
import { type CreatedContent, createContent } from '../test/learning-builders.js';
import {
  chapters,
  lectures,
  miniProjects,
  subjectContentCounts,
  subjects,
  tasks,
} from './schema/index.js';

/*
 * The per-subject counts of published lectures, tests and mini projects are kept by triggers
 * (migration 0012, ARCHITECTURE.md "Speed and memory"). Whatever changes the content — a
 * publish, a draft, a move, a delete, or writers at the same moment — the kept row must equal
 * a count made from scratch.
 */

let t: TestApp;
let first: CreatedContent;
let second: CreatedContent;

beforeAll(async () => {
  t = await buildTestApp();
  const chapter = { lectures: 3, tasks: [{}, {}], miniProjects: [{}] };
  first = await createContent(t.app, { chapters: [chapter, chapter] });
  second = await createContent(t.app, { chapters: [chapter] });
});

afterAll(async () => {
  await t?.close();
});

type Counts = { lectures: number; tasks: number; miniProjects: number };

/** What the triggers keep for the subject. */
async function kept(subjectId: number): Promise<Counts | undefined> {
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

/** The same counts, made from scratch: published items in published chapters. */
async function counted(subjectId: number): Promise<Counts> {
  const count = async (table: typeof lectures | typeof tasks | typeof miniProjects) => {
    const [row] = await t.app.db
      .select({ n: sql<number>`count(*)::int` })
      .from(table)
      .innerJoin(chapters, eq(chapters.id, table.chapterId))
      .where(
        sql`${chapters.subjectId} = ${subjectId} and ${chapters.status} = 'published' and ${table.status} = 'published'`,
      );
    return row?.n ?? 0;
  };
  return {
    lectures: await count(lectures),
    tasks: await count(tasks),
    miniProjects: await count(miniProjects),
  };
}

async function expectKeptRight(...subjectIds: number[]) {
  for (const id of subjectIds) expect(await kept(id)).toEqual(await counted(id));
}

describe('subject content counts', () => {
  it('are there for every subject, new ones included', async () => {
    expect(await kept(first.subjectId)).toEqual({ lectures: 6, tasks: 4, miniProjects: 2 });
    expect(await kept(second.subjectId)).toEqual({ lectures: 3, tasks: 2, miniProjects: 1 });
    const [empty] = await t.app.db
      .insert(subjects)
      .values({ directionId: first.directionId, title: 'Empty', status: 'published' })
      .returning({ id: subjects.id });
    expect(await kept(empty?.id ?? 0)).toEqual({ lectures: 0, tasks: 0, miniProjects: 0 });
  });

  it('follow drafts, publishing, moves and deletes of items and chapters', async () => {
    const db = t.app.db;
    const [one, two] = first.chapters;
    if (!one || !two) throw new Error('two chapters expected');

    await db
      .update(lectures)
      .set({ status: 'draft' })
      .where(eq(lectures.id, one.lectureIds[0] ?? 0));
    expect((await kept(first.subjectId))?.lectures).toBe(5);
    await expectKeptRight(first.subjectId);

    // A draft chapter hides all it holds, and publishing it shows it again.
    await db.update(chapters).set({ status: 'draft' }).where(eq(chapters.id, two.id));
    expect(await kept(first.subjectId)).toEqual({ lectures: 2, tasks: 2, miniProjects: 1 });
    await db.update(chapters).set({ status: 'published' }).where(eq(chapters.id, two.id));
    await expectKeptRight(first.subjectId);

    // A chapter moved to another subject takes its items' counts with it.
    await db.update(chapters).set({ subjectId: second.subjectId }).where(eq(chapters.id, two.id));
    expect(await kept(first.subjectId)).toEqual({ lectures: 2, tasks: 2, miniProjects: 1 });
    expect(await kept(second.subjectId)).toEqual({ lectures: 6, tasks: 4, miniProjects: 2 });

    // An item moved between chapters of different subjects, and items deleted.
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
    await expectKeptRight(first.subjectId, second.subjectId);
    expect(await kept(first.subjectId)).toEqual({ lectures: 2, tasks: 4, miniProjects: 0 });

    // A deleted chapter takes its items along; a deleted subject its row.
    await db.delete(chapters).where(eq(chapters.id, two.id));
    await expectKeptRight(second.subjectId);
    await db.delete(subjects).where(eq(subjects.id, second.subjectId));
    expect(await kept(second.subjectId)).toBeUndefined();
  });

  it('stay right when many writers add and hide items of one subject at the same moment', async () => {
    const chapterId = first.chapters[0]?.id ?? 0;
    // Each write is a transaction of its own, on its own pooled connection (PostgreSQL).
    await Promise.all(
      Array.from({ length: 24 }, (_, i) =>
        t.app.db.transaction(async (tx) => {
          const [row] = await tx
            .insert(lectures)
            .values({ chapterId, title: `Parallel ${i}`, status: 'published' })
            .returning({ id: lectures.id });
          if (i % 3 === 0) {
            await tx
              .update(lectures)
              .set({ status: 'draft' })
              .where(eq(lectures.id, row?.id ?? 0));
          }
        }),
      ),
    );
    await expectKeptRight(first.subjectId);
    expect((await kept(first.subjectId))?.lectures).toBe(2 + 16);
  });
});
