import type { Certificate, Direction, HomeworkResponse, SubjectResponse } from '@academy/contracts';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  chapters,
  directions,
  lectures,
  miniProjects,
  subjects,
  tasks,
} from '../../db/schema/index.js';
import { buildTestApp, type TestApp } from '../../test/app.js';
import { type CreatedContent, createContent } from '../../test/learning-builders.js';
import { type SignedIn, signedIn } from '../../test/task-requests.js';

/*
 * Students see published content only (ARCHITECTURE.md, "The staff area"): a draft at any
 * level (the item, its chapter, its subject, its direction) is the 404 of unknown content in
 * every student read, and counts for nothing in progress and completion.
 */

let t: TestApp;

beforeAll(async () => {
  t = await buildTestApp();
});

afterAll(async () => {
  await t.close();
});

/** Two chapters: the first with two lectures, a test and a mini project; the second one lecture. */
async function course(): Promise<{ content: CreatedContent; student: SignedIn }> {
  const content = await createContent(t.app, {
    chapters: [
      { lectures: 2, tasks: [{ dueDays: 3 }], miniProjects: [{ dueDays: 3 }] },
      { lectures: 1 },
    ],
  });
  const student = await signedIn(t.app, { directionId: content.directionId });
  return { content, student };
}

const get = (user: SignedIn, url: string) =>
  t.app.inject({ method: 'GET', url: `/v1${url}`, headers: user.headers });

async function status(user: SignedIn, url: string) {
  return (await get(user, url)).statusCode;
}

const idOf = (ids: readonly number[], index: number) => {
  const id = ids[index];
  if (id === undefined) throw new Error('missing id');
  return id;
};

describe('drafts are hidden from students', () => {
  it('hides a draft lecture, test and mini project, and leaves them out of the counts', async () => {
    const { content, student } = await course();
    const lectureId = idOf(content.lectureIds, 0);
    const taskId = idOf(content.taskIds, 0);
    const projectId = idOf(content.miniProjectIds, 0);
    await t.app.db.update(lectures).set({ status: 'draft' }).where(eq(lectures.id, lectureId));
    await t.app.db.update(tasks).set({ status: 'draft' }).where(eq(tasks.id, taskId));
    await t.app.db
      .update(miniProjects)
      .set({ status: 'draft' })
      .where(eq(miniProjects.id, projectId));

    expect(await status(student, `/lectures/${lectureId}`)).toBe(404);
    const complete = await t.app.inject({
      method: 'PATCH',
      url: `/v1/lectures/${lectureId}`,
      headers: student.headers,
      payload: { status: 'completed' },
    });
    expect(complete.statusCode).toBe(404);
    expect(await status(student, `/tasks/${taskId}`)).toBe(404);
    expect(await status(student, `/mini-projects/${projectId}`)).toBe(404);

    const subject = (await get(student, `/subject/${content.subjectId}`)).json<SubjectResponse>();
    const lectureIds = subject.chapters.flatMap((c) => c.lectures.map((l) => l.id));
    expect(lectureIds).toEqual(content.lectureIds.slice(1));
    expect(subject.chapters.flatMap((c) => [...c.tasks, ...c.miniProjects])).toEqual([]);
    expect(subject).toMatchObject({
      totalLectureCount: 2,
      totalTaskCount: 0,
      totalMiniProjectCount: 0,
    });

    const homework = (
      await get(student, `/subject/${content.subjectId}/homework`)
    ).json<HomeworkResponse>();
    expect(homework.items).toEqual([]);

    const [direction] = (await get(student, '/directions')).json<Direction[]>();
    expect(direction?.subjects[0]).toMatchObject({ totalLectureCount: 2, totalTaskCount: 0 });
    // The neighbours skip the draft: the second lecture is the first one a student has.
    const second = (await get(student, `/lectures/${idOf(content.lectureIds, 1)}`)).json<{
      previous: unknown;
    }>();
    expect(second.previous).toBeNull();
  });

  it('hides a draft chapter with everything in it', async () => {
    const { content, student } = await course();
    const [first] = content.chapters;
    if (!first) throw new Error('no chapter');
    await t.app.db.update(chapters).set({ status: 'draft' }).where(eq(chapters.id, first.id));

    expect(await status(student, `/lectures/${idOf(first.lectureIds, 0)}`)).toBe(404);
    expect(await status(student, `/tasks/${idOf(content.taskIds, 0)}`)).toBe(404);
    expect(await status(student, `/mini-projects/${idOf(content.miniProjectIds, 0)}`)).toBe(404);
    const subject = (await get(student, `/subject/${content.subjectId}`)).json<SubjectResponse>();
    expect(subject.chapters).toHaveLength(1);
    expect(subject.totalLectureCount).toBe(1);
  });

  it('hides a draft subject: its page and its items are 404, and the direction does not list it', async () => {
    const { content, student } = await course();
    await t.app.db
      .update(subjects)
      .set({ status: 'draft' })
      .where(eq(subjects.id, content.subjectId));

    expect(await status(student, `/subject/${content.subjectId}`)).toBe(404);
    expect(await status(student, `/subject/${content.subjectId}/homework`)).toBe(404);
    expect(await status(student, `/lectures/${idOf(content.lectureIds, 0)}`)).toBe(404);
    expect(await status(student, `/tasks/${idOf(content.taskIds, 0)}`)).toBe(404);
    const direction = (await get(student, `/directions/${content.directionId}`)).json<Direction>();
    expect(direction.subjects).toEqual([]);
    // A direction with no published subject is not in the list.
    const list = (await get(student, '/directions')).json<Direction[]>();
    expect(list.map((d) => d.id)).not.toContain(content.directionId);
  });

  it('hides a draft direction and everything in it', async () => {
    const { content, student } = await course();
    await t.app.db
      .update(directions)
      .set({ status: 'draft' })
      .where(eq(directions.id, content.directionId));

    expect(await status(student, `/directions/${content.directionId}`)).toBe(404);
    expect((await get(student, '/directions')).json<Direction[]>()).toEqual([]);
    expect(await status(student, `/subject/${content.subjectId}`)).toBe(404);
    expect(await status(student, `/lectures/${idOf(content.lectureIds, 2)}`)).toBe(404);
    expect(await status(student, `/mini-projects/${idOf(content.miniProjectIds, 0)}`)).toBe(404);
  });

  it('completes a subject on its published items alone', async () => {
    const content = await createContent(t.app, { chapters: [{ lectures: 2 }] });
    const student = await signedIn(t.app, { directionId: content.directionId });
    const [published, draft] = content.lectureIds;
    await t.app.db
      .update(lectures)
      .set({ status: 'draft' })
      .where(eq(lectures.id, draft ?? 0));
    const done = await t.app.inject({
      method: 'PATCH',
      url: `/v1/lectures/${published}`,
      headers: student.headers,
      payload: { status: 'completed' },
    });
    expect(done.statusCode).toBe(200);
    const subject = (await get(student, `/subject/${content.subjectId}`)).json<SubjectResponse>();
    expect(subject.progress).toBe(100);
    const certificates = (await get(student, '/students/completion')).json<Certificate[]>();
    expect(certificates.map((c) => c.kind).sort()).toEqual(['direction', 'subject']);
  });
});
