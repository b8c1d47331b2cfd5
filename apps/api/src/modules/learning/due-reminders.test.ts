import { asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { notifications, projectAssignments, taskAssignments } from '../../db/schema/index.js';
import { buildTestApp, type TestApp } from '../../test/app.js';
import { createUser, testClock } from '../../test/builders.js';
import { createContent, enrol } from '../../test/learning-builders.js';

/*
 * The due-date reminders: `due_soon` once when an open test or mini project falls due within
 * a day, `overdue` once after its due date, nothing for work passed or waiting for a review,
 * once however many runs there are, also at the same time.
 */

const HOUR_MS = 60 * 60 * 1000;
const DAY_MS = 24 * HOUR_MS;
const START = '2030-03-10T09:00:00.000Z';
const clock = testClock(START);
let t: TestApp;

beforeAll(async () => {
  t = await buildTestApp({}, { now: clock.now });
});

afterAll(async () => {
  await t.close();
});

const notificationsOf = (userId: number) =>
  t.app.db
    .select()
    .from(notifications)
    .where(eq(notifications.userId, userId))
    .orderBy(asc(notifications.id));

/** A student enrolled so that an item of `dueDays` days falls due in `dueInHours` hours. */
async function studentWithWork(dueInHours: number, options: { blacklisted?: boolean } = {}) {
  const content = await createContent(t.app, {
    chapters: [
      {
        title: 'Basics',
        tasks: [{ title: 'Basics quiz', dueDays: 2 }],
        miniProjects: [{ title: 'Landing page', dueDays: 2 }],
      },
    ],
  });
  const student = await createUser(t.app, { blacklisted: options.blacklisted ?? false });
  const enrolledAt = new Date(clock.now().getTime() + dueInHours * HOUR_MS - 2 * DAY_MS);
  await enrol(t.app, student.id, content.directionId, { enrolledAt });
  const [taskId] = content.taskIds;
  const [miniProjectId] = content.miniProjectIds;
  if (taskId === undefined || miniProjectId === undefined) throw new Error('content missing');
  return { ...student, taskId, miniProjectId, dueAt: new Date(enrolledAt.getTime() + 2 * DAY_MS) };
}

// A student's reminders of one pass come by kind of item, mini projects first, then by id.
describe('the due-date reminders', () => {
  it('tells of work due within a day once, with its title, kind, due date and link', async () => {
    const soon = await studentWithWork(23);
    const later = await studentWithWork(30);

    await t.app.dueReminders.runOnce();
    await t.app.dueReminders.runOnce();

    const rows = await notificationsOf(soon.id);
    expect(rows.map((row) => [row.kind, row.params, row.link])).toEqual([
      [
        'due_soon',
        { title: 'Landing page', item: 'mini-project', dueAt: soon.dueAt.toISOString() },
        `/mini-project/${soon.miniProjectId}`,
      ],
      [
        'due_soon',
        { title: 'Basics quiz', item: 'task', dueAt: soon.dueAt.toISOString() },
        `/task/${soon.taskId}`,
      ],
    ]);
    expect(await notificationsOf(later.id)).toEqual([]);
  });

  it('says nothing of work passed or waiting for a review', async () => {
    const done = await studentWithWork(20);
    await t.app.db.insert(taskAssignments).values({
      userId: done.id,
      taskId: done.taskId,
      status: 'completed',
      reviewStatus: 'not_checked_yet',
      attempt: 1,
      maxScore: 1,
    });
    await t.app.db
      .insert(projectAssignments)
      .values({ userId: done.id, miniProjectId: done.miniProjectId, reviewStatus: 'passed' });

    await t.app.dueReminders.runOnce();
    expect(await notificationsOf(done.id)).toEqual([]);

    // Past the due date it stays quiet too.
    clock.advance(DAY_MS);
    try {
      await t.app.dueReminders.runOnce();
      expect(await notificationsOf(done.id)).toEqual([]);
    } finally {
      clock.set(START);
    }
  });

  it('tells of overdue work once, however many runs follow', async () => {
    const late = await studentWithWork(-5);
    // A failed mini project can be submitted again: it is still open.
    await t.app.db
      .insert(projectAssignments)
      .values({ userId: late.id, miniProjectId: late.miniProjectId, reviewStatus: 'failed' });

    for (let run = 0; run < 3; run++) await t.app.dueReminders.runOnce();

    const rows = await notificationsOf(late.id);
    expect(rows.map((row) => [row.kind, row.params.item, row.link])).toEqual([
      ['overdue', 'mini-project', `/mini-project/${late.miniProjectId}`],
      ['overdue', 'task', `/task/${late.taskId}`],
    ]);
  });

  it('follows an item from due soon to overdue, one notification each', async () => {
    const student = await studentWithWork(2);
    await t.app.dueReminders.runOnce();
    clock.advance(3 * HOUR_MS);
    try {
      await t.app.dueReminders.runOnce();
      await t.app.dueReminders.runOnce();
    } finally {
      clock.set(START);
    }
    const rows = await notificationsOf(student.id);
    expect(rows.map((row) => `${row.kind} ${row.params.item}`)).toEqual([
      'due_soon mini-project',
      'due_soon task',
      'overdue mini-project',
      'overdue task',
    ]);
  });

  it('notifies once when runs race', async () => {
    const racing = await studentWithWork(10);
    await Promise.all([
      t.app.dueReminders.runOnce(),
      t.app.dueReminders.runOnce(),
      t.app.dueReminders.runOnce(),
    ]);
    const rows = await notificationsOf(racing.id);
    expect(rows.map((row) => `${row.kind} ${row.params.item}`)).toEqual([
      'due_soon mini-project',
      'due_soon task',
    ]);
  });

  it('leaves out a blocked student', async () => {
    const blocked = await studentWithWork(5, { blacklisted: true });
    await t.app.dueReminders.runOnce();
    expect(await notificationsOf(blocked.id)).toEqual([]);
  });
});
