import { eq } from 'drizzle-orm';
import { extractText, getDocumentProxy } from 'unpdf';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  lectureAssignments,
  projectAssignments,
  projectSubmissions,
  taskAssignments,
  users,
} from '../../db/schema/index.js';
import { UTF8_BOM } from '../../lib/csv.js';
import { buildTestApp, type TestApp } from '../../test/app.js';
import { bearer, createUser, login, testClock } from '../../test/builders.js';
import { type CreatedContent, createContent, enrol } from '../../test/learning-builders.js';

/*
 * Grades out (ARCHITECTURE.md, "Grades and records"): a direction's or a subject's grades
 * as CSV, a row per enrolled student by name, streamed a batch at a time.
 */
const clock = testClock('2026-11-21T08:00:00.000Z');
let t: TestApp;
let adminToken: string;
let content: CreatedContent;
let empty: CreatedContent;
const people: Record<'ani' | 'bob' | 'cyr', { id: number; email: string }> = {} as never;

beforeAll(async () => {
  t = await buildTestApp({}, { now: clock.now });
  const admin = await createUser(t.app, { role: 'admin' });
  adminToken = (await login(t.app, admin)).accessToken;
  content = await createContent(t.app, {
    directionTitle: 'Grades Direction',
    subjectTitle: 'Grades Subject',
    chapters: [
      {
        title: 'Basics',
        lectures: [{ title: 'Intro, part 1' }],
        tasks: [{ title: 'Quiz' }],
        miniProjects: [{ title: 'Site' }],
      },
    ],
  });
  empty = await createContent(t.app, { directionTitle: 'Nobody Here', subjectTitle: 'Alone' });
  // Names out of order: the rows come by name.
  for (const [key, fullName] of [
    ['cyr', 'Cyr Student'],
    ['ani', 'Ani Student'],
    ['bob', 'bob student'],
  ] as const) {
    const user = await createUser(t.app, { fullName });
    people[key] = user;
    await enrol(t.app, user.id, content.directionId, {
      courseType: key === 'bob' ? 'offline' : 'online',
      enrolledAt: new Date('2026-11-01T10:00:00.000Z'),
    });
  }
  const [lecture] = content.lectureIds;
  const [task] = content.taskIds;
  const [project] = content.miniProjectIds;
  if (!lecture || !task || !project) throw new Error('No content');
  // Ani: everything passed. Bob: the lecture, a failed test. Cyr: nothing.
  await t.app.db.insert(lectureAssignments).values([
    { userId: people.ani.id, lectureId: lecture, status: 'completed', completedAt: clock.now() },
    { userId: people.bob.id, lectureId: lecture, status: 'completed', completedAt: clock.now() },
  ]);
  await t.app.db.insert(taskAssignments).values([
    {
      userId: people.ani.id,
      taskId: task,
      status: 'completed',
      reviewStatus: 'passed',
      attempt: 1,
      score: 9,
      maxScore: 10,
    },
    {
      userId: people.bob.id,
      taskId: task,
      status: 'completed',
      reviewStatus: 'failed',
      attempt: 2,
      score: 3,
      maxScore: 10,
    },
  ]);
  const [assignment] = await t.app.db
    .insert(projectAssignments)
    .values({ userId: people.ani.id, miniProjectId: project, reviewStatus: 'passed' })
    .returning({ id: projectAssignments.id });
  await t.app.db.insert(projectSubmissions).values([
    {
      projectAssignmentId: assignment?.id ?? 0,
      githubLink: 'https://github.com/ani/site',
      submittedAt: new Date('2026-11-10T08:00:00.000Z'),
      reviewStatus: 'failed',
    },
    {
      projectAssignmentId: assignment?.id ?? 0,
      githubLink: 'https://github.com/ani/site',
      submittedAt: new Date('2026-11-12T08:00:00.000Z'),
      reviewStatus: 'passed',
    },
  ]);
});

afterAll(async () => {
  await t.close();
});

const get = (url: string, token = adminToken) =>
  t.app.inject({ method: 'GET', url: `/v1/admin${url}`, headers: bearer(token) });

describe('GET admin/subjects/{id}/grades and admin/directions/{id}/grades', () => {
  it("writes a row per enrolled student by name: each item's result, then progress", async () => {
    const response = await get(`/subjects/${content.subjectId}/grades`);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(response.headers['content-disposition']).toBe(
      `attachment; filename="grades-subject-${content.subjectId}-2026-11-21.csv"`,
    );
    expect(response.headers['transfer-encoding']).toBe('chunked');
    const lines = response.body.replace(UTF8_BOM, '').trimEnd().split('\r\n');
    expect(lines[0]).toBe(
      'studentId,fullName,email,courseType,enrolledAt,progress,' +
        '"Lecture: Basics / Intro, part 1 (completed)",' +
        'Test: Basics / Quiz (score),Test: Basics / Quiz (status),' +
        'Mini project: Basics / Site (status),Mini project: Basics / Site (submitted)',
    );
    expect(lines.slice(1)).toEqual([
      `${people.ani.id},Ani Student,${people.ani.email},Online,2026-11-01T14:00:00+04:00,100,Yes,9,Passed,Passed,2026-11-12T12:00:00+04:00`,
      `${people.bob.id},bob student,${people.bob.email},Offline,2026-11-01T14:00:00+04:00,33,Yes,3,Failed,Not started,`,
      `${people.cyr.id},Cyr Student,${people.cyr.email},Online,2026-11-01T14:00:00+04:00,0,No,,Not started,Not started,`,
    ]);

    const direction = await get(`/directions/${content.directionId}/grades`);
    expect(direction.statusCode).toBe(200);
    const header = direction.body.replace(UTF8_BOM, '').split('\r\n')[0];
    // A direction's columns name the subject too.
    expect(header).toContain('"Lecture: Grades Subject / Basics / Intro, part 1 (completed)"');
  });

  it('streams the students a batch at a time', async () => {
    const { createGradesService } = await import('./service.js');
    const service = createGradesService({
      db: t.app.db,
      now: clock.now,
      academyName: 'Academy',
    });
    const { stream } = await service.csv('direction', content.directionId, 2);
    const chunks: string[] = [];
    for await (const chunk of stream) chunks.push(String(chunk));
    // The header, then a chunk per batch of at most two students.
    expect(chunks.map((chunk) => chunk.trimEnd().split('\r\n').length)).toEqual([1, 2, 1]);
  });

  it('answers the header only when nobody is enrolled, 404 for an unknown one, 403 to a mentor', async () => {
    const none = await get(`/subjects/${empty.subjectId}/grades`);
    expect(none.statusCode).toBe(200);
    expect(none.body.replace(UTF8_BOM, '').trimEnd().split('\r\n')).toHaveLength(1);
    expect((await get('/directions/2000000000/grades')).statusCode).toBe(404);
    expect((await get('/subjects/2000000000/grades')).json()).toMatchObject({
      message: 'ERR_NOT_FOUND',
    });
    const mentor = await createUser(t.app, { role: 'mentor' });
    const mentorToken = (await login(t.app, mentor)).accessToken;
    expect((await get(`/subjects/${content.subjectId}/grades`, mentorToken)).statusCode).toBe(403);
  });
});

describe('GET admin/users/{id}/record', () => {
  async function pdfText(pdf: Buffer): Promise<string> {
    const document = await getDocumentProxy(new Uint8Array(pdf));
    return (await extractText(document, { mergePages: true })).text.replace(/\s+/g, ' ');
  }

  it("draws the student's subjects and results in their language, or the one asked for", async () => {
    await t.app.db.update(users).set({ language: 'ru' }).where(eq(users.id, people.ani.id));
    const response = await get(`/users/${people.ani.id}/record`);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('application/pdf');
    expect(response.headers['content-disposition']).toBe(
      `attachment; filename="student-record-${people.ani.id}.pdf"`,
    );
    expect(response.headers['cache-control']).toBe('private, no-store');
    const russian = await pdfText(response.rawPayload);
    expect(russian).toContain('Учебная карточка студента');
    expect(russian).toContain('Grades Direction');
    expect(russian).toContain('Grades Subject · Прогресс 100%');
    expect(russian).toContain('Тест: Quiz — Сдан, 9 из 10 баллов');
    expect(russian).toContain('Мини-проект: Site — Сдан');

    const english = await pdfText(
      (await get(`/users/${people.bob.id}/record?language=en`)).rawPayload,
    );
    expect(english).toContain('Student record');
    expect(english).toContain('bob student');
    expect(english).toContain('Grades Subject · Progress 33%');
    expect(english).toContain('Test: Quiz — Failed, 3 of 10 points');
    expect(english).toContain('No certificates yet.');
  });

  it('answers 404 for an unknown user and 403 to a mentor', async () => {
    expect((await get('/users/2000000000/record')).json()).toMatchObject({
      statusCode: 404,
      message: 'ERR_USER_NOT_EXISTS',
    });
    const mentor = await createUser(t.app, { role: 'mentor' });
    const mentorToken = (await login(t.app, mentor)).accessToken;
    expect((await get(`/users/${people.ani.id}/record`, mentorToken)).statusCode).toBe(403);
  });
});
