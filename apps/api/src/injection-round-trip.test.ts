import type {
  AdminLecture,
  AdminMiniProject,
  AdminTask,
  CreatedChapterItem,
  LectureResponse,
  MiniProjectResponse,
  ReviewQueueResponse,
  SubjectResponse,
  TaskResponse,
} from '@academy/contracts';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { directions, lectures } from './db/schema/index.js';
import { buildTestApp, type TestApp } from './test/app.js';
import { type SignedIn, signedIn } from './test/task-requests.js';

/*
 * Text a user gives is data, never markup or SQL: written through the API, it is stored and
 * read back byte for byte, by staff and by students (the web app then renders it as text:
 * e2e/tests/injection-as-text.spec.ts).
 */

const HTML =
  '<img src=x onerror="window.__pwned=1"> <script>window.__pwned=1</script> "><svg onload=window.__pwned=1>';
const SQL =
  "'; drop table users; -- Robert'); DROP TABLE students;-- \\' OR 1=1 /* {{7*7}} #{7*7} <%= 7*7 %> %s 😀 é\u0301 \u202eabc";
const BOTH = `${HTML}\n${SQL}\n[link](javascript:alert(1))`;

let t: TestApp;
let admin: SignedIn;

beforeAll(async () => {
  t = await buildTestApp();
  admin = await signedIn(t.app, { role: 'admin' });
});

afterAll(async () => {
  await t.close();
});

async function call<T>(
  user: SignedIn,
  method: 'GET' | 'POST' | 'PUT' | 'PATCH',
  url: string,
  payload?: object,
): Promise<T> {
  const response = await t.app.inject({
    method,
    url: `/v1${url}`,
    headers: user.headers,
    ...(payload ? { payload } : {}),
  });
  expect(response.statusCode, `${method} ${url}: ${response.body}`).toBeLessThan(300);
  return response.json<T>();
}

describe('injection strings', () => {
  it('are stored and read back byte for byte, by staff and by students', async () => {
    const direction = await call<{ id: number; title: string; description: string }>(
      admin,
      'POST',
      '/admin/directions',
      { title: HTML, description: BOTH },
    );
    expect(direction).toMatchObject({ title: HTML, description: BOTH });
    const subject = await call<{ id: number }>(
      admin,
      'POST',
      `/admin/directions/${direction.id}/subjects`,
      { title: SQL, description: BOTH },
    );
    const chapter = await call<{ id: number }>(
      admin,
      'POST',
      `/admin/subjects/${subject.id}/chapters`,
      { title: HTML },
    );
    const item = (kind: string) =>
      call<CreatedChapterItem>(admin, 'POST', `/admin/chapters/${chapter.id}/${kind}`, {
        title: SQL,
      });
    const [lecture, task, project] = [
      await item('lectures'),
      await item('tasks'),
      await item('mini-projects'),
    ];
    await call(admin, 'PUT', `/admin/lectures/${lecture.id}`, {
      revision: 1,
      title: HTML,
      content: BOTH,
      videoUrl: null,
    });
    const savedTask = await call<AdminTask>(admin, 'PUT', `/admin/tasks/${task.id}`, {
      revision: 1,
      title: SQL,
      description: BOTH,
      passPercent: 0,
      dueDays: null,
      questions: [
        {
          text: HTML,
          answerType: 'single',
          points: 1,
          answers: [
            { text: SQL, isCorrect: true },
            { text: HTML, isCorrect: false },
          ],
        },
        { text: SQL, answerType: 'text', points: 1, answers: [] },
      ],
    });
    const savedProject = await call<AdminMiniProject>(
      admin,
      'PUT',
      `/admin/mini-projects/${project.id}`,
      {
        revision: 1,
        title: HTML,
        description: BOTH,
        dueDays: null,
        questions: [{ text: SQL, answerType: 'text' }],
      },
    );
    for (const path of [
      `/admin/directions/${direction.id}`,
      `/admin/subjects/${subject.id}`,
      `/admin/chapters/${chapter.id}`,
      `/admin/lectures/${lecture.id}`,
      `/admin/tasks/${task.id}`,
      `/admin/mini-projects/${project.id}`,
    ]) {
      await call(admin, 'PUT', `${path}/status`, { status: 'published' });
    }

    // The staff's editors read them back as written.
    expect(await call<AdminLecture>(admin, 'GET', `/admin/lectures/${lecture.id}`)).toMatchObject({
      title: HTML,
      content: BOTH,
      context: { direction: { title: HTML }, subject: { title: SQL }, chapter: { title: HTML } },
    });
    const readTask = await call<AdminTask>(admin, 'GET', `/admin/tasks/${task.id}`);
    expect(readTask).toMatchObject({ title: SQL, description: BOTH });
    expect(readTask.questions.map((q) => [q.text, ...q.answers.map((a) => a.text)])).toEqual([
      [HTML, SQL, HTML],
      [SQL],
    ]);
    expect(
      await call<AdminMiniProject>(admin, 'GET', `/admin/mini-projects/${project.id}`),
    ).toMatchObject({ title: HTML, description: BOTH, questions: [{ text: SQL }] });

    // The rows hold the very bytes.
    const [directionRow] = await t.app.db
      .select()
      .from(directions)
      .where(eq(directions.id, direction.id));
    expect(Buffer.from(directionRow?.title ?? '').equals(Buffer.from(HTML))).toBe(true);
    expect(Buffer.from(directionRow?.description ?? '').equals(Buffer.from(BOTH))).toBe(true);
    const [lectureRow] = await t.app.db.select().from(lectures).where(eq(lectures.id, lecture.id));
    expect(Buffer.from(lectureRow?.content ?? '').equals(Buffer.from(BOTH))).toBe(true);

    // A student reads the same, and their own answers come back as written too.
    const student = await signedIn(t.app, { directionId: direction.id });
    const subjectPage = await call<SubjectResponse>(student, 'GET', `/subject/${subject.id}`);
    expect(subjectPage).toMatchObject({ title: SQL, description: BOTH });
    expect(subjectPage.chapters[0]?.title).toBe(HTML);
    expect(await call<LectureResponse>(student, 'GET', `/lectures/${lecture.id}`)).toMatchObject({
      title: HTML,
      content: BOTH,
    });
    const [choice, free] = savedTask.questions as [
      AdminTask['questions'][0],
      AdminTask['questions'][0],
    ];
    const attempt = await call<TaskResponse>(student, 'POST', '/questions/task-answer', {
      taskId: task.id,
      answers: [
        { questionId: choice.id, answerIds: [choice.answers[0]?.id] },
        { questionId: free.id, answerIds: [], answerText: BOTH },
      ],
    });
    expect(attempt.questions.map((q) => [q.text, ...q.answers.map((a) => a.text)])).toEqual([
      [HTML, SQL, HTML],
      [SQL],
    ]);
    expect(attempt.questions[1]?.answerText).toBe(BOTH);
    const submitted = await call<MiniProjectResponse>(
      student,
      'PATCH',
      `/mini-projects/${project.id}`,
      {
        githubLink: 'https://github.com/student/injection',
        answers: [{ questionId: savedProject.questions[0]?.id, answerText: BOTH }],
      },
    );
    expect(submitted.submissions[0]?.studentAnswers[0]?.answerText).toBe(BOTH);

    // A mentor's comment comes back to the student as written.
    const queue = await call<ReviewQueueResponse>(admin, 'GET', '/admin/reviews?kind=mini-project');
    const waiting = queue.items.find((entry) => entry.itemId === project.id);
    expect(waiting?.title).toBe(HTML);
    await call(admin, 'POST', `/admin/reviews/mini-projects/${waiting?.id}`, {
      verdict: 'failed',
      comment: BOTH,
    });
    const reviewed = await call<MiniProjectResponse>(
      student,
      'GET',
      `/mini-projects/${project.id}`,
    );
    expect(reviewed.submissions[0]?.reviewComment).toBe(BOTH);
  });
});
