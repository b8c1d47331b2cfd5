import type {
  Direction,
  HomeworkResponse,
  LastOpenedLectureResponse,
  LectureAssignment,
  LectureResponse,
  ReviewStatus,
  SubjectResponse,
  TaskStatus,
} from '@academy/contracts';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  directions,
  enrolments,
  lectureAssignments,
  lectureAttachments,
  lectures,
  projectAssignments,
  taskAssignments,
} from '../../db/schema/index.js';
import { buildTestApp, type TestApp } from '../../test/app.js';
import { bearer, createStoredFile, createUser, login, testClock } from '../../test/builders.js';
import { createContent, enrol } from '../../test/learning-builders.js';

const DAY_MS = 24 * 60 * 60 * 1000;
const clock = testClock('2030-03-10T09:00:00.000Z');
let t: TestApp;

beforeAll(async () => {
  t = await buildTestApp({}, { now: clock.now });
});

afterAll(async () => {
  await t.close();
});

/** A student with a session. */
async function student(name = 'Test Student') {
  const user = await createUser(t.app, { fullName: name });
  const { accessToken } = await login(t.app, user);
  return { ...user, token: accessToken };
}

/**
 * A fresh access token, issued at the clock's time: tokens follow the app's clock, so one
 * issued before the clock moved on by more than their lifetime is refused.
 */
async function freshToken(user: { email: string; password: string }) {
  return (await login(t.app, user)).accessToken;
}

const get = (url: string, token?: string) =>
  t.app.inject({ method: 'GET', url, headers: token ? bearer(token) : {} });
const complete = (lectureId: number, token?: string) =>
  t.app.inject({
    method: 'PATCH',
    url: `/v1/lectures/${lectureId}`,
    headers: token ? bearer(token) : {},
    payload: { status: 'completed' },
  });

async function taskAttempt(
  userId: number,
  taskId: number,
  state: { status: TaskStatus; reviewStatus: ReviewStatus; attempt: number },
) {
  await t.app.db.insert(taskAssignments).values({ userId, taskId, ...state, maxScore: 1 });
}

async function projectReview(userId: number, miniProjectId: number, reviewStatus: ReviewStatus) {
  await t.app.db.insert(projectAssignments).values({ userId, miniProjectId, reviewStatus });
}

async function lectureState(userId: number, lectureId: number) {
  const [row] = await t.app.db
    .select()
    .from(lectureAssignments)
    .where(and(eq(lectureAssignments.userId, userId), eq(lectureAssignments.lectureId, lectureId)));
  return row ?? null;
}

describe('who may call the learning endpoints', () => {
  let content: Awaited<ReturnType<typeof createContent>>;
  let urls: { method: 'GET' | 'PATCH'; url: string }[];

  beforeAll(async () => {
    content = await createContent(t.app);
    const lectureId = content.lectureIds[0];
    urls = [
      { method: 'GET', url: '/v1/directions' },
      { method: 'GET', url: `/v1/directions/${content.directionId}` },
      { method: 'GET', url: `/v1/subject/${content.subjectId}` },
      { method: 'GET', url: `/v1/subject/${content.subjectId}/homework` },
      { method: 'GET', url: '/v1/lectures/last-opened' },
      { method: 'GET', url: `/v1/lectures/${lectureId}` },
      { method: 'PATCH', url: `/v1/lectures/${lectureId}` },
    ];
  });

  const call = (target: { method: 'GET' | 'PATCH'; url: string }, token?: string) =>
    t.app.inject({
      method: target.method,
      url: target.url,
      headers: token ? bearer(token) : {},
      ...(target.method === 'PATCH' ? { payload: { status: 'completed' } } : {}),
    });

  it('refuses a call without a token (401)', async () => {
    for (const target of urls) {
      const response = await call(target);
      expect(response.statusCode, target.url).toBe(401);
      expect(response.json()).toEqual({ statusCode: 401, message: 'ERR_UNAUTHORIZED' });
    }
  });

  it('refuses every role but student (403), even when enrolled', async () => {
    for (const role of ['applicant', 'mentor', 'admin'] as const) {
      const user = await createUser(t.app, { role });
      await enrol(t.app, user.id, content.directionId);
      const { accessToken } = await login(t.app, user);
      for (const target of urls) {
        const response = await call(target, accessToken);
        expect(response.statusCode, `${role} ${target.url}`).toBe(403);
        expect(response.json()).toEqual({ statusCode: 403, message: 'ERR_USER_FORBIDDEN' });
      }
    }
    expect(await t.app.db.$count(lectureAssignments)).toBe(0);
  });

  it("refuses a student who is not enrolled in the content's direction (403)", async () => {
    const outsider = await student();
    // Enrolled elsewhere: that does not open this direction.
    const other = await createContent(t.app, { directionTitle: 'Elsewhere' });
    await enrol(t.app, outsider.id, other.directionId);
    const aboutContent = urls.filter(
      (u) => u.url !== '/v1/directions' && u.url !== '/v1/lectures/last-opened',
    );
    for (const target of aboutContent) {
      const response = await call(target, outsider.token);
      expect(response.statusCode, target.url).toBe(403);
      expect(response.json()).toEqual({ statusCode: 403, message: 'ERR_USER_FORBIDDEN' });
    }
    expect(await lectureState(outsider.id, content.lectureIds[0] ?? 0)).toBeNull();

    const list = await call({ method: 'GET', url: '/v1/directions' }, outsider.token);
    expect(list.json<Direction[]>().map((direction) => direction.id)).toEqual([other.directionId]);
  });

  it('answers 404 for content that does not exist', async () => {
    const reader = await student();
    await enrol(t.app, reader.id, content.directionId);
    for (const url of [
      '/v1/directions/999999',
      '/v1/subject/999999',
      '/v1/subject/999999/homework',
      '/v1/lectures/999999',
    ]) {
      const response = await get(url, reader.token);
      expect(response.statusCode, url).toBe(404);
      expect(response.json()).toEqual({ statusCode: 404, message: 'ERR_NOT_FOUND' });
    }
    const patch = await complete(999999, reader.token);
    expect(patch.statusCode).toBe(404);
    expect(await t.app.db.$count(lectureAssignments)).toBe(0);
  });

  it('refuses malformed ids and bodies (400)', async () => {
    const reader = await student();
    await enrol(t.app, reader.id, content.directionId);
    expect((await get('/v1/subject/abc', reader.token)).statusCode).toBe(400);
    expect((await get('/v1/lectures/0', reader.token)).statusCode).toBe(400);
    const wrongStatus = await t.app.inject({
      method: 'PATCH',
      url: `/v1/lectures/${content.lectureIds[0]}`,
      headers: bearer(reader.token),
      payload: { status: 'in_progress' },
    });
    expect(wrongStatus.statusCode).toBe(400);
    expect(wrongStatus.json()).toMatchObject({ message: 'ERR_VALIDATION' });
  });
});

describe('a subject with the caller’s work', () => {
  const enrolledAt = new Date('2030-03-01T09:00:00.000Z');
  let content: Awaited<ReturnType<typeof createContent>>;
  let anna: Awaited<ReturnType<typeof student>>;
  let davit: Awaited<ReturnType<typeof student>>;

  beforeAll(async () => {
    content = await createContent(t.app, {
      directionTitle: 'Front-End Development',
      subjectTitle: 'JavaScript Essentials',
      chapters: [
        {
          title: 'Basics',
          lectures: 2,
          tasks: [
            { title: 'T1', dueDays: 3 },
            { title: 'T2', dueDays: 10 },
          ],
          miniProjects: [{ title: 'M1', dueDays: 5 }],
        },
        {
          title: 'The browser',
          lectures: 2,
          tasks: [{ title: 'T3', dueDays: 2 }, { title: 'T4' }, { title: 'T5' }],
          miniProjects: [
            { title: 'M2', dueDays: 5 },
            { title: 'M3', dueDays: 30 },
          ],
        },
      ],
    });
    anna = await student('Anna');
    davit = await student('Davit');
    await enrol(t.app, anna.id, content.directionId, { enrolledAt });
    await enrol(t.app, davit.id, content.directionId, {
      enrolledAt: new Date('2030-03-05T09:00:00.000Z'),
      courseType: 'offline',
    });

    const [l1, l2, , l4] = content.lectureIds;
    const [t1, t2, t3, t4, t5] = content.taskIds;
    const [m1, m2, m3] = content.miniProjectIds;
    await t.app.db.insert(lectureAssignments).values([
      { userId: anna.id, lectureId: l1 ?? 0, status: 'completed', completedAt: enrolledAt },
      { userId: anna.id, lectureId: l2 ?? 0, status: 'in_progress' },
      { userId: anna.id, lectureId: l4 ?? 0, status: 'completed', completedAt: enrolledAt },
    ]);
    await taskAttempt(anna.id, t1 ?? 0, {
      status: 'completed',
      reviewStatus: 'passed',
      attempt: 1,
    });
    await taskAttempt(anna.id, t2 ?? 0, {
      status: 'completed',
      reviewStatus: 'not_checked_yet',
      attempt: 1,
    });
    await taskAttempt(anna.id, t3 ?? 0, {
      status: 'completed',
      reviewStatus: 'failed',
      attempt: 1,
    });
    // A paid retake, opened and not yet submitted.
    await taskAttempt(anna.id, t4 ?? 0, {
      status: 'incomplete',
      reviewStatus: 'not_checked_yet',
      attempt: 1,
    });
    await taskAttempt(anna.id, t5 ?? 0, {
      status: 'completed',
      reviewStatus: 'failed',
      attempt: 2,
    });
    await projectReview(anna.id, m1 ?? 0, 'passed');
    await projectReview(anna.id, m2 ?? 0, 'failed');
    await projectReview(anna.id, m3 ?? 0, 'not_checked_yet');

    // Davit's work on the same content never shows in Anna's answers.
    await t.app.db.insert(lectureAssignments).values(
      content.lectureIds.map((lectureId) => ({
        userId: davit.id,
        lectureId,
        status: 'completed' as const,
      })),
    );
    for (const taskId of content.taskIds) {
      await taskAttempt(davit.id, taskId, {
        status: 'completed',
        reviewStatus: 'passed',
        attempt: 1,
      });
    }
  });

  it('answers the chapters in order with the state of every item and the progress', async () => {
    const response = await get(`/v1/subject/${content.subjectId}`, anna.token);
    expect(response.statusCode).toBe(200);
    const subject = response.json<SubjectResponse>();
    expect(subject).toMatchObject({
      id: content.subjectId,
      title: 'JavaScript Essentials',
      directionId: content.directionId,
      directionTitle: 'Front-End Development',
      totalLectureCount: 4,
      completedLectureCount: 2,
      totalTaskCount: 5,
      completedTaskCount: 1,
      totalMiniProjectCount: 3,
      completedMiniProjectCount: 1,
      // (2 + 1 + 1) × 100 / 12
      progress: 33,
    });
    expect(subject.chapters.map((chapter) => chapter.title)).toEqual(['Basics', 'The browser']);
    const [basics, browser] = subject.chapters;
    expect(
      basics?.lectures.map((lecture) => lecture.lectureAssignments.map((a) => a.status)),
    ).toEqual([['completed'], ['in_progress']]);
    expect(
      browser?.lectures.map((lecture) => lecture.lectureAssignments.map((a) => a.status)),
    ).toEqual([[], ['completed']]);
    const states = subject.chapters.flatMap((chapter) =>
      [...chapter.tasks, ...chapter.miniProjects].map((item) => [item.title, item.state]),
    );
    expect(states).toEqual([
      ['T1', 'passed'],
      ['T2', 'waiting_for_review'],
      ['M1', 'passed'],
      ['T3', 'failed'],
      ['T4', 'in_progress'],
      ['T5', 'failed'],
      ['M2', 'failed'],
      ['M3', 'waiting_for_review'],
    ]);
    expect(basics?.tasks[0]?.assignment).toMatchObject({
      status: 'completed',
      reviewStatus: 'passed',
      attempt: 1,
    });
    expect(browser?.miniProjects[0]?.projectAssignments).toEqual([
      { id: expect.any(Number), reviewStatus: 'failed' },
    ]);
  });

  it('gives due dates counted from the caller’s own enrolment', async () => {
    const anna_ = (
      await get(`/v1/subject/${content.subjectId}`, anna.token)
    ).json<SubjectResponse>();
    const davit_ = (
      await get(`/v1/subject/${content.subjectId}`, davit.token)
    ).json<SubjectResponse>();
    const dues = (subject: SubjectResponse) =>
      subject.chapters.flatMap((chapter) =>
        [...chapter.tasks, ...chapter.miniProjects].map((item) => item.dueAt),
      );
    const after = (start: string, days: number) =>
      new Date(new Date(start).getTime() + days * DAY_MS).toISOString();
    expect(dues(anna_)).toEqual([
      after('2030-03-01T09:00:00.000Z', 3),
      after('2030-03-01T09:00:00.000Z', 10),
      after('2030-03-01T09:00:00.000Z', 5),
      after('2030-03-01T09:00:00.000Z', 2),
      null,
      null,
      after('2030-03-01T09:00:00.000Z', 5),
      after('2030-03-01T09:00:00.000Z', 30),
    ]);
    expect(dues(davit_)[0]).toBe(after('2030-03-05T09:00:00.000Z', 3));
  });

  it('shows another student nothing of the caller’s work, and the other way round', async () => {
    const davitView = (
      await get(`/v1/subject/${content.subjectId}`, davit.token)
    ).json<SubjectResponse>();
    expect(davitView).toMatchObject({
      completedLectureCount: 4,
      completedTaskCount: 5,
      completedMiniProjectCount: 0,
      progress: 75,
    });
    const projects = davitView.chapters.flatMap((chapter) => chapter.miniProjects);
    expect(projects.every((project) => project.projectAssignments.length === 0)).toBe(true);
    expect(projects.every((project) => project.state === 'not_started')).toBe(true);

    const newcomer = await student();
    await enrol(t.app, newcomer.id, content.directionId);
    const fresh = (
      await get(`/v1/subject/${content.subjectId}`, newcomer.token)
    ).json<SubjectResponse>();
    expect(fresh.progress).toBe(0);
    const items = fresh.chapters.flatMap((chapter) => [
      ...chapter.lectures.map((lecture) => lecture.lectureAssignments.length),
      ...chapter.tasks.map((task) => (task.assignment === null ? 0 : 1)),
      ...chapter.miniProjects.map((project) => project.projectAssignments.length),
    ]);
    expect(items.every((n) => n === 0)).toBe(true);
  });

  it('lists the direction with the same counts as the subject', async () => {
    const response = await get('/v1/directions', anna.token);
    expect(response.statusCode).toBe(200);
    const list = response.json<Direction[]>();
    const direction = list.find((d) => d.id === content.directionId);
    expect(direction).toMatchObject({
      title: 'Front-End Development',
      courseType: 'online',
      enrolledAt: enrolledAt.toISOString(),
      file: null,
    });
    expect(direction?.subjects).toEqual([
      {
        id: content.subjectId,
        title: 'JavaScript Essentials',
        description: 'A subject',
        totalLectureCount: 4,
        completedLectureCount: 2,
        totalTaskCount: 5,
        completedTaskCount: 1,
        totalMiniProjectCount: 3,
        completedMiniProjectCount: 1,
        progress: 33,
      },
    ]);

    const davitsDirection = (
      await get(`/v1/directions/${content.directionId}`, davit.token)
    ).json<Direction>();
    expect(davitsDirection).toMatchObject({ courseType: 'offline' });
    expect(davitsDirection.subjects[0]).toMatchObject({
      completedMiniProjectCount: 0,
      progress: 75,
    });
  });
  it('lists the open work as homework, overdue by the app’s clock', async () => {
    // Nine days after Anna's enrolment.
    const response = await get(`/v1/subject/${content.subjectId}/homework`, anna.token);
    expect(response.statusCode).toBe(200);
    const homework = response.json<HomeworkResponse>();
    expect(homework).toMatchObject({
      subjectId: content.subjectId,
      subjectTitle: 'JavaScript Essentials',
      directionTitle: 'Front-End Development',
    });
    // Passed work and a test failed on its second attempt are closed; a failed first attempt
    // (a retake is possible) and a failed mini project (it can be submitted again) are open.
    expect(
      homework.items.map((item) => [
        item.kind,
        item.title,
        item.chapterTitle,
        item.state,
        item.overdue,
      ]),
    ).toEqual([
      ['task', 'T2', 'Basics', 'waiting_for_review', false],
      ['task', 'T3', 'The browser', 'failed', true],
      ['task', 'T4', 'The browser', 'in_progress', false],
      ['mini-project', 'M2', 'The browser', 'failed', true],
      ['mini-project', 'M3', 'The browser', 'waiting_for_review', false],
    ]);

    // A day later T2 (due on day 10) is overdue too.
    clock.advance(DAY_MS + 1);
    const later = (
      await get(`/v1/subject/${content.subjectId}/homework`, await freshToken(anna))
    ).json<HomeworkResponse>();
    expect(later.items.find((item) => item.title === 'T2')?.overdue).toBe(true);
    expect(later.items.find((item) => item.title === 'M3')?.overdue).toBe(false);

    const fresh = await student();
    await enrol(t.app, fresh.id, content.directionId);
    const all = (
      await get(`/v1/subject/${content.subjectId}/homework`, fresh.token)
    ).json<HomeworkResponse>();
    expect(all.items.map((item) => [item.title, item.state])).toEqual([
      ['T1', 'not_started'],
      ['T2', 'not_started'],
      ['M1', 'not_started'],
      ['T3', 'not_started'],
      ['T4', 'not_started'],
      ['T5', 'not_started'],
      ['M2', 'not_started'],
      ['M3', 'not_started'],
    ]);
  });
});

describe('GET directions', () => {
  it('lists the enrolled directions with subjects only, in order, with the image', async () => {
    const reader = await student();
    const image = await createStoredFile(t.app, { contentType: 'image/png' });
    const first = await createContent(t.app, { directionTitle: 'First' });
    const second = await createContent(t.app, { directionTitle: 'Second' });
    await createContent(t.app, { directionTitle: 'Not enrolled' });
    const [empty] = await t.app.db
      .insert(directions)
      .values({ title: 'No subjects yet', status: 'published' })
      .returning({ id: directions.id });
    await t.app.db
      .update(directions)
      .set({ imageFileId: image.id, position: 1 })
      .where(eq(directions.id, first.directionId));
    for (const id of [first.directionId, second.directionId, empty?.id ?? 0]) {
      await enrol(t.app, reader.id, id);
    }

    const list = (await get('/v1/directions', reader.token)).json<Direction[]>();
    // By position: Second (0) before First (1).
    expect(list.map((direction) => direction.title)).toEqual(['Second', 'First']);
    expect(list[1]?.file).toEqual({ id: image.id });
    expect(list.every((direction) => direction.subjects.length === 1)).toBe(true);

    // The direction without subjects is there when asked for by id.
    const emptyDirection = await get(`/v1/directions/${empty?.id}`, reader.token);
    expect(emptyDirection.statusCode).toBe(200);
    expect(emptyDirection.json<Direction>()).toMatchObject({
      title: 'No subjects yet',
      subjects: [],
    });
  });

  it('is empty for a student enrolled nowhere', async () => {
    const reader = await student();
    const response = await get('/v1/directions', reader.token);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual([]);
  });

  it('counts an empty subject as 0 %', async () => {
    const reader = await student();
    const content = await createContent(t.app, { chapters: [] });
    await enrol(t.app, reader.id, content.directionId);
    const [direction] = (await get('/v1/directions', reader.token)).json<Direction[]>();
    expect(direction?.subjects[0]).toMatchObject({
      totalLectureCount: 0,
      totalTaskCount: 0,
      totalMiniProjectCount: 0,
      progress: 0,
    });
  });
});

describe('lectures', () => {
  let content: Awaited<ReturnType<typeof createContent>>;
  let order: number[];

  beforeAll(async () => {
    content = await createContent(t.app, {
      subjectTitle: 'Algorithms',
      chapters: [
        { title: 'Complexity', lectures: [{ title: 'A1' }, { title: 'A2' }] },
        { title: 'Sorting', lectures: [{ title: 'B1' }] },
        { title: 'Practice only', lectures: [], tasks: [{}] },
        { title: 'Searching', lectures: [{ title: 'C1', content: '# Binary search' }] },
      ],
    });
    // Positions, not ids, decide the order: A2 comes before A1.
    const [a1, a2, b1, c1] = content.lectureIds as [number, number, number, number];
    await t.app.db.update(lectures).set({ position: 1 }).where(eq(lectures.id, a1));
    await t.app.db.update(lectures).set({ position: 0 }).where(eq(lectures.id, a2));
    order = [a2, a1, b1, c1];
  });

  it('answers previous and next across chapters', async () => {
    const reader = await student();
    await enrol(t.app, reader.id, content.directionId);
    const titles = new Map([
      [order[0], 'A2'],
      [order[1], 'A1'],
      [order[2], 'B1'],
      [order[3], 'C1'],
    ]);
    for (const [index, id] of order.entries()) {
      const lecture = (await get(`/v1/lectures/${id}`, reader.token)).json<LectureResponse>();
      const link = (at: number) => {
        const neighbour = order[at];
        return neighbour === undefined ? null : { id: neighbour, title: titles.get(neighbour) };
      };
      expect(lecture.previous, `previous of ${titles.get(id)}`).toEqual(link(index - 1));
      expect(lecture.next, `next of ${titles.get(id)}`).toEqual(link(index + 1));
    }
  });

  it('answers the content, its chapter and subject, its video and files', async () => {
    const reader = await student();
    await enrol(t.app, reader.id, content.directionId);
    const c1 = order[3] ?? 0;
    await t.app.db
      .update(lectures)
      .set({ videoUrl: 'https://www.youtube.com/watch?v=DHjqpvDnNGE' })
      .where(eq(lectures.id, c1));
    const slides = await createStoredFile(t.app, {
      data: Buffer.from('%PDF-1.4 slides'),
      contentType: 'application/pdf',
      originalName: 'slides.pdf',
    });
    const sheet = await createStoredFile(t.app, {
      data: Buffer.from('cheat sheet'),
      contentType: 'text/plain',
    });
    await t.app.db.insert(lectureAttachments).values([
      { lectureId: c1, fileId: sheet.id, name: 'Cheat sheet.txt', position: 1 },
      { lectureId: c1, fileId: slides.id, name: 'Slides.pdf', position: 0 },
    ]);

    const response = await get(`/v1/lectures/${c1}`, reader.token);
    expect(response.statusCode).toBe(200);
    expect(response.json<LectureResponse>()).toEqual({
      id: c1,
      title: 'C1',
      content: '# Binary search',
      videoUrl: 'https://www.youtube.com/watch?v=DHjqpvDnNGE',
      chapterId: content.chapters[3]?.id,
      chapterTitle: 'Searching',
      subjectId: content.subjectId,
      subjectTitle: 'Algorithms',
      attachments: [
        { id: slides.id, name: 'Slides.pdf', size: 15, contentType: 'application/pdf' },
        { id: sheet.id, name: 'Cheat sheet.txt', size: 11, contentType: 'text/plain' },
      ],
      previous: { id: order[2], title: 'B1' },
      next: null,
      lectureAssignments: [{ id: expect.any(Number), status: 'in_progress' }],
    });
  });

  it('creates the assignment on the first opening and moves the last opening every time', async () => {
    const reader = await student();
    await enrol(t.app, reader.id, content.directionId);
    const lectureId = order[0] ?? 0;
    expect(await lectureState(reader.id, lectureId)).toBeNull();

    clock.advance(60_000);
    const firstOpening = clock.now().toISOString();
    const first = (await get(`/v1/lectures/${lectureId}`, reader.token)).json<LectureResponse>();
    const created = await lectureState(reader.id, lectureId);
    expect(created).toMatchObject({ status: 'in_progress', completedAt: null });
    expect(created?.lastOpenedAt?.toISOString()).toBe(firstOpening);
    expect(first.lectureAssignments).toEqual([{ id: created?.id, status: 'in_progress' }]);

    clock.advance(60_000);
    await get(`/v1/lectures/${lectureId}`, reader.token);
    const reopened = await lectureState(reader.id, lectureId);
    expect(reopened?.id).toBe(created?.id);
    expect(reopened?.lastOpenedAt?.toISOString()).toBe(clock.now().toISOString());
    expect(
      await t.app.db.$count(lectureAssignments, eq(lectureAssignments.userId, reader.id)),
    ).toBe(1);

    // Opening a completed lecture again keeps it completed.
    expect((await complete(lectureId, reader.token)).statusCode).toBe(200);
    clock.advance(60_000);
    const again = (await get(`/v1/lectures/${lectureId}`, reader.token)).json<LectureResponse>();
    expect(again.lectureAssignments).toEqual([{ id: created?.id, status: 'completed' }]);
    expect((await lectureState(reader.id, lectureId))?.lastOpenedAt?.toISOString()).toBe(
      clock.now().toISOString(),
    );
  });

  it('writes nothing when the latest opening is read again within a minute', async () => {
    const reader = await student();
    await enrol(t.app, reader.id, content.directionId);
    const [first = 0, second = 0] = order;

    clock.advance(60_000);
    const opened = clock.now().toISOString();
    await get(`/v1/lectures/${first}`, reader.token);
    const created = await lectureState(reader.id, first);

    // A reload a few seconds later: the same lecture is still where to continue.
    clock.advance(5_000);
    const reload = (await get(`/v1/lectures/${first}`, reader.token)).json<LectureResponse>();
    expect(reload.lectureAssignments).toEqual([{ id: created?.id, status: 'in_progress' }]);
    expect((await lectureState(reader.id, first))?.lastOpenedAt?.toISOString()).toBe(opened);

    // Another lecture, then back within the minute: both openings are recorded at once.
    clock.advance(5_000);
    await get(`/v1/lectures/${second}`, reader.token);
    clock.advance(5_000);
    const back = clock.now().toISOString();
    await get(`/v1/lectures/${first}`, reader.token);
    expect((await lectureState(reader.id, first))?.lastOpenedAt?.toISOString()).toBe(back);
    const latest = await get('/v1/lectures/last-opened', reader.token);
    expect(latest.json<LastOpenedLectureResponse>().lecture?.id).toBe(first);
  });

  it('continues after a completed lecture with the next one not completed, and then with none', async () => {
    const reader = await student();
    await enrol(t.app, reader.id, content.directionId);
    const [a2 = 0, a1 = 0, b1 = 0, c1 = 0] = order;
    const continueWith = async () =>
      (await get('/v1/lectures/last-opened', reader.token)).json<LastOpenedLectureResponse>();

    expect(await continueWith()).toEqual({ opened: false, lecture: null });
    clock.advance(60_000);
    await get(`/v1/lectures/${b1}`, reader.token);
    expect(await continueWith()).toMatchObject({
      opened: true,
      lecture: { id: b1, status: 'in_progress' },
    });

    // B1 done: the next in course order.
    await complete(b1, reader.token);
    expect(await continueWith()).toMatchObject({
      opened: true,
      lecture: { id: c1, title: 'C1', status: 'not_started', subjectId: content.subjectId },
    });
    // Nothing left after it: the first one before it not completed.
    await complete(c1, reader.token);
    expect((await continueWith()).lecture?.id).toBe(a2);
    await complete(a2, reader.token);
    expect((await continueWith()).lecture?.id).toBe(a1);
    // Every lecture completed: nowhere to continue.
    await complete(a1, reader.token);
    expect(await continueWith()).toEqual({ opened: true, lecture: null });
  });

  it('completes a lecture, even one never opened, once and for good', async () => {
    const reader = await student();
    await enrol(t.app, reader.id, content.directionId);
    const lectureId = order[1] ?? 0;

    clock.advance(60_000);
    const completedAt = clock.now().toISOString();
    const response = await complete(lectureId, reader.token);
    expect(response.statusCode).toBe(200);
    const assignment = response.json<LectureAssignment>();
    expect(assignment).toEqual({ id: expect.any(Number), status: 'completed' });
    const stored = await lectureState(reader.id, lectureId);
    expect(stored?.completedAt?.toISOString()).toBe(completedAt);
    // Never opened: it is no place to continue from.
    expect(stored?.lastOpenedAt).toBeNull();

    clock.advance(60_000);
    const again = await complete(lectureId, reader.token);
    expect(again.statusCode).toBe(200);
    expect(again.json()).toEqual(assignment);
    expect((await lectureState(reader.id, lectureId))?.completedAt?.toISOString()).toBe(
      completedAt,
    );

    const subject = (
      await get(`/v1/subject/${content.subjectId}`, reader.token)
    ).json<SubjectResponse>();
    expect(subject).toMatchObject({ completedLectureCount: 1, totalLectureCount: 4, progress: 20 });
  });

  it('answers the lecture opened last, in a direction the caller is still enrolled in', async () => {
    const reader = await student();
    const other = await student();
    await enrol(t.app, reader.id, content.directionId);
    await enrol(t.app, other.id, content.directionId);
    const lastOpened = async (token: string) => {
      const response = await get('/v1/lectures/last-opened', token);
      expect(response.statusCode).toBe(200);
      return response.json<LastOpenedLectureResponse>().lecture;
    };
    expect(await lastOpened(reader.token)).toBeNull();

    const [a2, a1, b1] = order as [number, number, number];
    clock.advance(60_000);
    await get(`/v1/lectures/${a2}`, reader.token);
    clock.advance(60_000);
    await get(`/v1/lectures/${b1}`, reader.token);
    // Completing is not opening.
    clock.advance(60_000);
    await complete(a1, reader.token);
    // Someone else's later opening is theirs alone.
    clock.advance(60_000);
    await get(`/v1/lectures/${a2}`, other.token);

    expect(await lastOpened(reader.token)).toEqual({
      id: b1,
      title: 'B1',
      status: 'in_progress',
      subjectId: content.subjectId,
      subjectTitle: 'Algorithms',
      directionTitle: 'Test Direction',
    });
    expect((await lastOpened(other.token))?.id).toBe(a2);

    clock.advance(60_000);
    await get(`/v1/lectures/${a2}`, reader.token);
    expect((await lastOpened(reader.token))?.id).toBe(a2);

    // Once no longer enrolled, the direction's lectures are no place to continue.
    await t.app.db
      .delete(enrolments)
      .where(
        and(eq(enrolments.userId, reader.id), eq(enrolments.directionId, content.directionId)),
      );
    expect(await lastOpened(reader.token)).toBeNull();
  });
});
