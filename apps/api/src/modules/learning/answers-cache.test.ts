import type { Direction, LectureResponse, SubjectResponse, TaskResponse } from '@academy/contracts';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  chapters,
  directions,
  enrolments,
  files,
  lectureAssignments,
  lectureAttachments,
  lectures,
  answers as options,
  projectAssignments,
  questions,
  subjects,
  taskAssignments,
  tasks,
} from '../../db/schema/index.js';
import { buildTestApp, type TestApp } from '../../test/app.js';
import { bearer, createStoredFile, createUser, login, testClock } from '../../test/builders.js';
import { type CreatedContent, createContent, enrol } from '../../test/learning-builders.js';
import { statementRecorder, warmAccessState } from '../../test/statements.js';

/*
 * A student's learning reads from memory (answers-cache.ts, migration 0015), on the embedded
 * database and on PostgreSQL: the directions, a direction, a subject's, a lecture's and a test's page are read once
 * and then kept, and every change to what they show, through the API or straight in the
 * tables, applies to the very next read; one student's change leaves the others' copies.
 */

const recorder = statementRecorder();
const clock = testClock(new Date());
let t: TestApp;

beforeAll(async () => {
  t = await buildTestApp({}, { queryLogger: recorder.logger, now: clock.now });
});

afterAll(async () => {
  await t.close();
});

async function enrolledStudent(content: CreatedContent) {
  const user = await createUser(t.app);
  await enrol(t.app, user.id, content.directionId);
  const { accessToken } = await login(t.app, user);
  await warmAccessState(t.app, accessToken);
  return { ...user, headers: bearer(accessToken) };
}

const read = async <T>(headers: Record<string, string>, url: string) => {
  const response = await t.app.inject({ method: 'GET', url, headers });
  expect(response.statusCode).toBe(200);
  return response.json<T>();
};

/** The statements one read sends. */
const statementsOf = (headers: Record<string, string>, url: string) =>
  recorder.during(() => t.app.inject({ method: 'GET', url, headers }));

const subjectUrl = (content: CreatedContent) => `/v1/subject/${content.subjectId}`;

const lectureStatuses = (page: SubjectResponse) =>
  page.chapters.flatMap((chapter) =>
    chapter.lectures.map((lecture) => lecture.lectureAssignments[0]?.status ?? null),
  );

const twoLectures = { chapters: [{ lectures: 2, tasks: [{}], miniProjects: [{}] }] };

describe('learning reads from memory', () => {
  it('reads each answer once, then answers from memory', async () => {
    const content = await createContent(t.app, twoLectures);
    const student = await enrolledStudent(content);
    for (const url of [
      '/v1/directions',
      `/v1/directions/${content.directionId}`,
      subjectUrl(content),
    ]) {
      expect(await statementsOf(student.headers, url)).toHaveLength(1);
      expect(await statementsOf(student.headers, url)).toHaveLength(0);
    }
    expect(await read(student.headers, subjectUrl(content))).toMatchObject({
      id: content.subjectId,
      totalLectureCount: 2,
    });
  });

  it("applies the student's own work through the API to the next read", async () => {
    const content = await createContent(t.app, twoLectures);
    const student = await enrolledStudent(content);
    const [lectureId] = content.lectureIds as [number];
    expect(lectureStatuses(await read(student.headers, subjectUrl(content)))).toEqual([null, null]);

    await t.app.inject({
      method: 'GET',
      url: `/v1/lectures/${lectureId}`,
      headers: student.headers,
    });
    expect(lectureStatuses(await read(student.headers, subjectUrl(content)))).toEqual([
      'in_progress',
      null,
    ]);

    const completed = await t.app.inject({
      method: 'PATCH',
      url: `/v1/lectures/${lectureId}`,
      headers: student.headers,
      payload: { status: 'completed' },
    });
    expect(completed.statusCode).toBe(200);
    const page = await read<SubjectResponse>(student.headers, subjectUrl(content));
    expect(lectureStatuses(page)).toEqual(['completed', null]);
    expect(page.completedLectureCount).toBe(1);
    const [direction] = await read<Direction[]>(student.headers, '/v1/directions');
    expect(direction?.subjects[0]?.completedLectureCount).toBe(1);
  });

  it('keeps the copy when a lecture opened again moves only its last opening', async () => {
    const content = await createContent(t.app, twoLectures);
    const student = await enrolledStudent(content);
    const [lectureId] = content.lectureIds as [number];
    await t.app.inject({
      method: 'GET',
      url: `/v1/lectures/${lectureId}`,
      headers: student.headers,
    });
    await read(student.headers, subjectUrl(content));
    // Far enough back that opening it again writes its time.
    await t.app.db
      .update(lectureAssignments)
      .set({ lastOpenedAt: new Date(clock.now().getTime() - 60 * 60_000) })
      .where(eq(lectureAssignments.userId, student.id));
    await t.app.inject({
      method: 'GET',
      url: `/v1/lectures/${lectureId}`,
      headers: student.headers,
    });
    expect(await statementsOf(student.headers, subjectUrl(content))).toHaveLength(0);
  });

  it("applies work written straight to the tables to the next read, and leaves others' copies", async () => {
    const content = await createContent(t.app, twoLectures);
    const student = await enrolledStudent(content);
    const other = await enrolledStudent(content);
    const [taskId] = content.taskIds as [number];
    const [projectId] = content.miniProjectIds as [number];
    const taskOf = (page: SubjectResponse) => page.chapters[0]?.tasks[0];
    const projectOf = (page: SubjectResponse) => page.chapters[0]?.miniProjects[0];
    await read(student.headers, subjectUrl(content));
    await read(other.headers, subjectUrl(content));

    await t.app.db.insert(taskAssignments).values({
      userId: student.id,
      taskId,
      status: 'completed',
      reviewStatus: 'failed',
      attempt: 1,
      maxScore: 1,
    });
    expect(taskOf(await read(student.headers, subjectUrl(content)))?.state).toBe('failed');
    expect(await statementsOf(other.headers, subjectUrl(content))).toHaveLength(0);

    await t.app.db
      .update(taskAssignments)
      .set({ reviewStatus: 'passed', attempt: 2 })
      .where(eq(taskAssignments.userId, student.id));
    const passed = await read<SubjectResponse>(student.headers, subjectUrl(content));
    expect(taskOf(passed)?.state).toBe('passed');
    expect(passed.completedTaskCount).toBe(1);

    await t.app.db
      .insert(projectAssignments)
      .values({ userId: student.id, miniProjectId: projectId, reviewStatus: 'not_checked_yet' });
    expect(projectOf(await read(student.headers, subjectUrl(content)))?.projectAssignments).toEqual(
      [{ id: expect.any(Number), reviewStatus: 'not_checked_yet' }],
    );
    await t.app.db
      .update(projectAssignments)
      .set({ reviewStatus: 'passed' })
      .where(eq(projectAssignments.userId, student.id));
    expect(
      (await read<SubjectResponse>(student.headers, subjectUrl(content))).completedMiniProjectCount,
    ).toBe(1);

    await t.app.db.delete(taskAssignments).where(eq(taskAssignments.userId, student.id));
    expect(taskOf(await read(student.headers, subjectUrl(content)))?.assignment).toBeNull();
    expect(await statementsOf(other.headers, subjectUrl(content))).toHaveLength(0);
  });

  it("applies a change to the content to every student's next read", async () => {
    const content = await createContent(t.app, twoLectures);
    const student = await enrolledStudent(content);
    const other = await enrolledStudent(content);
    const [lectureId] = content.lectureIds as [number];
    const [taskId] = content.taskIds as [number];
    const titles = (page: SubjectResponse) =>
      page.chapters.flatMap((chapter) => chapter.lectures.map((lecture) => lecture.title));
    const before = titles(await read(student.headers, subjectUrl(content)));
    await read(other.headers, subjectUrl(content));
    await read(other.headers, '/v1/directions');

    await t.app.db
      .update(lectures)
      .set({ title: 'Renamed lecture' })
      .where(eq(lectures.id, lectureId));
    expect(titles(await read(student.headers, subjectUrl(content)))).toEqual([
      'Renamed lecture',
      before[1],
    ]);
    expect(titles(await read(other.headers, subjectUrl(content)))[0]).toBe('Renamed lecture');

    await t.app.db.update(tasks).set({ status: 'draft' }).where(eq(tasks.id, taskId));
    expect((await read<SubjectResponse>(student.headers, subjectUrl(content))).totalTaskCount).toBe(
      0,
    );

    const chapterId = content.chapters[0]?.id as number;
    await t.app.db
      .update(chapters)
      .set({ title: 'Renamed chapter' })
      .where(eq(chapters.id, chapterId));
    expect(
      (await read<SubjectResponse>(other.headers, subjectUrl(content))).chapters[0]?.title,
    ).toBe('Renamed chapter');

    await t.app.db
      .update(subjects)
      .set({ title: 'Renamed subject' })
      .where(eq(subjects.id, content.subjectId));
    const [direction] = (await read<Direction[]>(other.headers, '/v1/directions')).filter(
      (item) => item.id === content.directionId,
    );
    expect(direction?.subjects.map((subject) => subject.title)).toEqual(['Renamed subject']);

    await t.app.db
      .update(directions)
      .set({ title: 'Renamed direction' })
      .where(eq(directions.id, content.directionId));
    expect(
      (await read<Direction>(student.headers, `/v1/directions/${content.directionId}`)).title,
    ).toBe('Renamed direction');
  });

  it("applies a change to a lecture's attachments or their files to the next read", async () => {
    const content = await createContent(t.app, twoLectures);
    const student = await enrolledStudent(content);
    const [lectureId] = content.lectureIds as [number];
    const url = `/v1/lectures/${lectureId}`;
    const file = await createStoredFile(t.app);
    const [attachment] = await t.app.db
      .insert(lectureAttachments)
      .values({ lectureId, fileId: file.id, name: 'notes.txt' })
      .returning({ id: lectureAttachments.id });
    if (!attachment) throw new Error('Attachment insert returned no row');
    const attachmentsOf = async () =>
      (await read<LectureResponse>(student.headers, url)).attachments.map((a) => [a.name, a.size]);
    expect(await attachmentsOf()).toEqual([['notes.txt', file.size]]);
    // Opened again within the reopening window, it records nothing: then the copy answers,
    // until a change is announced.
    expect(await attachmentsOf()).toEqual([['notes.txt', file.size]]);
    expect(await statementsOf(student.headers, url)).toHaveLength(0);

    await t.app.db
      .update(lectureAttachments)
      .set({ name: 'slides.txt' })
      .where(eq(lectureAttachments.id, attachment.id));
    expect(await attachmentsOf()).toEqual([['slides.txt', file.size]]);

    await t.app.db.update(files).set({ size: 2048 }).where(eq(files.id, file.id));
    expect(await attachmentsOf()).toEqual([['slides.txt', 2048]]);

    await t.app.db.delete(lectureAttachments).where(eq(lectureAttachments.id, attachment.id));
    expect(await attachmentsOf()).toEqual([]);
  });

  it('applies the end of an enrolment to the next read', async () => {
    const content = await createContent(t.app, twoLectures);
    const student = await enrolledStudent(content);
    await read(student.headers, subjectUrl(content));
    await read(student.headers, `/v1/directions/${content.directionId}`);
    expect((await read<Direction[]>(student.headers, '/v1/directions')).map((d) => d.id)).toContain(
      content.directionId,
    );

    await t.app.db
      .delete(enrolments)
      .where(
        and(eq(enrolments.userId, student.id), eq(enrolments.directionId, content.directionId)),
      );
    for (const url of [subjectUrl(content), `/v1/directions/${content.directionId}`]) {
      const response = await t.app.inject({ method: 'GET', url, headers: student.headers });
      expect(response.statusCode).toBe(403);
    }
    expect(
      (await read<Direction[]>(student.headers, '/v1/directions')).map((d) => d.id),
    ).not.toContain(content.directionId);
  });

  it("applies a change to a test's questions, options or the student's attempt to the next read", async () => {
    const content = await createContent(t.app, twoLectures);
    const student = await enrolledStudent(content);
    const taskId = content.taskIds[0] as number;
    const question = content.chapters[0]?.tasks[0]?.questions[0];
    if (!question) throw new Error('no question');
    const url = `/v1/tasks/${taskId}`;
    await read(student.headers, url);

    await t.app.db
      .update(questions)
      .set({ text: 'Asked again' })
      .where(eq(questions.id, question.id));
    expect((await read<TaskResponse>(student.headers, url)).questions[0]?.text).toBe('Asked again');

    await t.app.db
      .update(options)
      .set({ text: 'Another option' })
      .where(eq(options.id, question.answerIds[0] as number));
    expect((await read<TaskResponse>(student.headers, url)).questions[0]?.answers[0]?.text).toBe(
      'Another option',
    );

    await t.app.db.insert(taskAssignments).values({
      userId: student.id,
      taskId,
      status: 'completed',
      reviewStatus: 'not_checked_yet',
      attempt: 1,
      maxScore: 1,
    });
    expect((await read<TaskResponse>(student.headers, url)).assignment?.reviewComment).toBeNull();
    await t.app.db
      .update(taskAssignments)
      .set({ reviewComment: 'Well argued' })
      .where(eq(taskAssignments.userId, student.id));
    expect((await read<TaskResponse>(student.headers, url)).assignment?.reviewComment).toBe(
      'Well argued',
    );
  });

  it('answers a lecture opened again from memory only while reading it would record nothing', async () => {
    const content = await createContent(t.app, twoLectures);
    const student = await enrolledStudent(content);
    const [first, second] = content.lectureIds as [number, number];
    const open = (lectureId: number) => statementsOf(student.headers, `/v1/lectures/${lectureId}`);
    const lastOpened = async () =>
      (await read<{ lecture: { id: number } | null }>(student.headers, '/v1/lectures/last-opened'))
        .lecture?.id;

    // Both opened once (their first openings create the assignments).
    await open(first);
    clock.advance(1_000);
    await open(second);
    clock.advance(1_000);
    expect(await open(first)).toHaveLength(1);
    expect(await open(first)).toHaveLength(1);
    // The second read recorded nothing, so nothing dropped what it kept.
    expect(await open(first)).toHaveLength(0);
    expect(await lastOpened()).toBe(first);

    // Opening another makes the first lecture's next opening one to record.
    clock.advance(1_000);
    expect(await open(second)).toHaveLength(1);
    expect(await lastOpened()).toBe(second);
    clock.advance(1_000);
    expect(await open(first)).toHaveLength(1);
    expect(await lastOpened()).toBe(first);
    const [assignment] = await t.app.db
      .select({ lastOpenedAt: lectureAssignments.lastOpenedAt })
      .from(lectureAssignments)
      .where(
        and(eq(lectureAssignments.userId, student.id), eq(lectureAssignments.lectureId, first)),
      );
    expect(assignment?.lastOpenedAt).toEqual(clock.now());

    // Past the window, reading it again records the opening's new time.
    expect(await open(first)).toHaveLength(1);
    clock.advance(61_000);
    expect(await open(first)).toHaveLength(1);
    const [moved] = await t.app.db
      .select({ lastOpenedAt: lectureAssignments.lastOpenedAt })
      .from(lectureAssignments)
      .where(
        and(eq(lectureAssignments.userId, student.id), eq(lectureAssignments.lectureId, first)),
      );
    expect(moved?.lastOpenedAt).toEqual(clock.now());

    // Completing it shows at once.
    await t.app.inject({
      method: 'PATCH',
      url: `/v1/lectures/${first}`,
      headers: student.headers,
      payload: { status: 'completed' },
    });
    const page = await read<{ lectureAssignments: { status: string }[] }>(
      student.headers,
      `/v1/lectures/${first}`,
    );
    expect(page.lectureAssignments[0]?.status).toBe('completed');
  });
});
