import type { MyHomeworkResponse } from '@academy/contracts';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { projectAssignments, taskAssignments, tasks } from '../../db/schema/index.js';
import { buildTestApp, type TestApp } from '../../test/app.js';
import { bearer, createUser, login, testClock } from '../../test/builders.js';
import { createContent, enrol } from '../../test/learning-builders.js';

/*
 * GET homework: the open tests and mini projects of every subject the caller is enrolled in,
 * overdue first, then by due date, then in course order; only the caller's own work.
 */

const DAY_MS = 24 * 60 * 60 * 1000;
const clock = testClock('2030-03-10T09:00:00.000Z');
let t: TestApp;

beforeAll(async () => {
  t = await buildTestApp({}, { now: clock.now });
});

afterAll(async () => {
  await t.close();
});

async function student() {
  const user = await createUser(t.app);
  const { accessToken } = await login(t.app, user);
  return { ...user, token: accessToken };
}

const myHomework = async (token?: string) =>
  t.app.inject({ method: 'GET', url: '/v1/homework', headers: token ? bearer(token) : {} });

const daysAgo = (days: number) => new Date(clock.now().getTime() - days * DAY_MS);

describe('GET homework', () => {
  it('lists the open work of every enrolled subject, overdue first, then by due date', async () => {
    const web = await createContent(t.app, {
      directionTitle: 'Front-End Development',
      subjectTitle: 'HTML & CSS',
      chapters: [
        {
          title: 'Markup',
          tasks: [
            { title: 'Tags quiz', dueDays: 2 },
            { title: 'Forms quiz', dueDays: 30 },
          ],
          miniProjects: [{ title: 'Landing page', dueDays: 20 }, { title: 'Portfolio' }],
        },
      ],
    });
    const code = await createContent(t.app, {
      directionTitle: 'Software Engineering',
      subjectTitle: 'Algorithms',
      chapters: [
        {
          title: 'Sorting',
          tasks: [{ title: 'Sorting quiz', dueDays: 5 }, { title: 'Draft quiz' }],
          miniProjects: [{ title: 'Sorter', dueDays: 1 }],
        },
      ],
    });
    const other = await createContent(t.app, { directionTitle: 'Not enrolled' });
    const [formsQuiz] = web.taskIds.slice(1);
    const [, draftQuiz] = code.taskIds;
    const [sorter] = code.miniProjectIds;
    if (!formsQuiz || !draftQuiz || !sorter) throw new Error('content missing');
    await t.app.db.update(tasks).set({ status: 'draft' }).where(eq(tasks.id, draftQuiz));

    const anna = await student();
    await enrol(t.app, anna.id, web.directionId, { enrolledAt: daysAgo(9) });
    await enrol(t.app, anna.id, code.directionId, { enrolledAt: daysAgo(3) });
    // Anna passed the sorter and is waiting for the forms quiz's review.
    await t.app.db
      .insert(projectAssignments)
      .values({ userId: anna.id, miniProjectId: sorter, reviewStatus: 'passed' });
    await t.app.db.insert(taskAssignments).values({
      userId: anna.id,
      taskId: formsQuiz,
      status: 'completed',
      reviewStatus: 'not_checked_yet',
      attempt: 1,
      maxScore: 1,
    });

    const response = await myHomework(anna.token);
    expect(response.statusCode).toBe(200);
    const { items } = response.json<MyHomeworkResponse>();
    expect(
      items.map((item) => [item.title, item.subjectTitle, item.state, item.overdue, item.dueAt]),
    ).toEqual([
      // Due on day 2 after the enrolment 9 days ago: overdue.
      ['Tags quiz', 'HTML & CSS', 'not_started', true, daysAgo(7).toISOString()],
      // Due on day 5 after the enrolment 3 days ago, then day 20 and day 30 of the first.
      [
        'Sorting quiz',
        'Algorithms',
        'not_started',
        false,
        new Date(daysAgo(3).getTime() + 5 * DAY_MS).toISOString(),
      ],
      ['Landing page', 'HTML & CSS', 'not_started', false, daysAgo(-11).toISOString()],
      ['Forms quiz', 'HTML & CSS', 'waiting_for_review', false, daysAgo(-21).toISOString()],
      // No due date: last.
      ['Portfolio', 'HTML & CSS', 'not_started', false, null],
    ]);
    expect(items[0]).toMatchObject({
      kind: 'task',
      subjectId: web.subjectId,
      directionTitle: 'Front-End Development',
      chapterTitle: 'Markup',
    });
    expect(items.some((item) => item.subjectId === other.subjectId)).toBe(false);

    // Another student of one direction sees only that direction's work, in their own state.
    const ben = await student();
    await enrol(t.app, ben.id, code.directionId, { enrolledAt: daysAgo(10) });
    const bens = (await myHomework(ben.token)).json<MyHomeworkResponse>();
    expect(bens.items.map((item) => [item.title, item.state, item.overdue])).toEqual([
      ['Sorter', 'not_started', true],
      ['Sorting quiz', 'not_started', true],
    ]);
  });

  it('answers an empty list to a student enrolled nowhere, and 401 without a session', async () => {
    const loner = await student();
    const response = await myHomework(loner.token);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ items: [] });
    expect((await myHomework()).statusCode).toBe(401);
  });
});
