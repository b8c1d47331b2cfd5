import type { AdminTask, AuditListResponse, TaskSaveRequest } from '@academy/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../test/app.js';
import { createContent, multipleChoice, singleChoice } from '../../test/learning-builders.js';
import { rightAnswer, type SignedIn, signedIn, submitted } from '../../test/task-requests.js';

let t: TestApp;
let admin: SignedIn;

beforeAll(async () => {
  t = await buildTestApp();
  admin = await signedIn(t.app, { role: 'admin' });
});

afterAll(async () => {
  await t.close();
});

const request = (method: 'GET' | 'PUT' | 'DELETE', url: string, payload?: object) =>
  t.app.inject({ method, url: `/v1/admin${url}`, headers: admin.headers, payload });

async function newTask() {
  const content = await createContent(t.app, {
    chapters: [
      {
        tasks: [{ title: 'Quiz', passPercent: 50, questions: [singleChoice(), multipleChoice()] }],
      },
    ],
  });
  const id = content.taskIds[0] as number;
  const task = (await request('GET', `/tasks/${id}`)).json<AdminTask>();
  return { content, id, task };
}

/** The test as stored, as a save request that keeps everything. */
const asRequest = (task: AdminTask): TaskSaveRequest => ({
  revision: task.revision,
  title: task.title,
  description: task.description,
  passPercent: task.passPercent,
  dueDays: task.dueDays,
  questions: task.questions.map((q) => ({
    id: q.id,
    text: q.text,
    answerType: q.answerType,
    points: q.points,
    answers: q.answers.map((a) => ({ id: a.id, text: a.text, isCorrect: a.isCorrect })),
    explanation: q.explanation ?? '',
  })),
});

describe('the test editor', () => {
  it('reads a test with the correct answers marked', async () => {
    const { task } = await newTask();
    expect(task).toMatchObject({
      title: 'Quiz',
      passPercent: 50,
      status: 'published',
      attemptedBy: 0,
    });
    expect(task.questions.map((q) => q.answerType)).toEqual(['single', 'multiple']);
    expect(task.questions[0]?.answers.map((a) => a.isCorrect)).toEqual([true, false]);
  });

  it('saves the whole test in one go: edits, reorders, adds and removes questions and answers', async () => {
    const { id, task } = await newTask();
    const [single, multiple] = asRequest(task).questions as [
      TaskSaveRequest['questions'][number],
      TaskSaveRequest['questions'][number],
    ];
    const response = await request('PUT', `/tasks/${id}`, {
      ...asRequest(task),
      title: 'Quiz, revised',
      passPercent: 80,
      dueDays: 7,
      questions: [
        { ...multiple, points: 3, answers: multiple.answers.slice(0, 2) },
        { text: 'Explain the box model', answerType: 'text', points: 2, answers: [] },
        {
          ...single,
          answers: [...single.answers, { text: 'Also wrong', isCorrect: false }],
        },
      ],
    });
    expect(response.statusCode).toBe(200);
    const saved = response.json<AdminTask>();
    expect(saved).toMatchObject({
      title: 'Quiz, revised',
      passPercent: 80,
      dueDays: 7,
      revision: 2,
    });
    expect(saved.questions.map((q) => [q.answerType, q.points, q.answers.length])).toEqual([
      ['multiple', 3, 2],
      ['text', 2, 0],
      ['single', 1, 3],
    ]);
    expect(saved.questions[0]?.id).toBe(multiple.id);

    const audit = await request('GET', `/audit?entityType=task&entityId=${id}`);
    const [entry] = audit.json<AuditListResponse>().items;
    expect(entry).toMatchObject({
      action: 'update',
      before: { title: 'Quiz', revision: 1 },
      after: { revision: 2 },
    });
    expect(entry?.after?.questions).toHaveLength(3);

    await request('PUT', `/tasks/${id}/status`, { status: 'draft' });
    const removed = await request('PUT', `/tasks/${id}`, { ...asRequest(saved), questions: [] });
    expect(removed.json<AdminTask>().questions).toEqual([]);
  });

  it('keeps an explanation per question: saved by an admin, blank as none, refused when too long or from a mentor', async () => {
    const { id, task } = await newTask();
    const body = asRequest(task);
    const [single, multiple] = body.questions as [
      TaskSaveRequest['questions'][number],
      TaskSaveRequest['questions'][number],
    ];
    const saved = await request('PUT', `/tasks/${id}`, {
      ...body,
      questions: [
        { ...single, explanation: 'Only the first one works.' },
        { ...multiple, explanation: '  ' },
      ],
    });
    expect(saved.statusCode, saved.body).toBe(200);
    const after = saved.json<AdminTask>();
    expect(after.questions.map((q) => q.explanation)).toEqual(['Only the first one works.', null]);
    expect((await request('GET', `/tasks/${id}`)).json<AdminTask>().questions[0]?.explanation).toBe(
      'Only the first one works.',
    );

    const tooLong = await request('PUT', `/tasks/${id}`, {
      ...asRequest(after),
      questions: [{ ...single, explanation: 'x'.repeat(2001) }, multiple],
    });
    expect(tooLong.statusCode).toBe(400);
    expect(tooLong.json().errors).toEqual([
      {
        field: 'questions.0.explanation',
        message: 'The length of this field must be less than 2001 characters long.',
      },
    ]);

    const mentor = await signedIn(t.app, { role: 'mentor' });
    const byMentor = await t.app.inject({
      method: 'PUT',
      url: `/v1/admin/tasks/${id}`,
      headers: mentor.headers,
      payload: {
        ...asRequest(after),
        questions: [{ ...single, explanation: 'A mentor’s' }, multiple],
      },
    });
    expect(byMentor.statusCode).toBe(403);
    const stored = (await request('GET', `/tasks/${id}`)).json<AdminTask>();
    expect(stored.revision).toBe(after.revision);
    expect(stored.questions[0]?.explanation).toBe('Only the first one works.');
  });

  it('refuses answers that do not fit the question type, naming the field, and changes nothing', async () => {
    const { id, task } = await newTask();
    const body = asRequest(task);
    const cases: [TaskSaveRequest['questions'][number], string][] = [
      [
        {
          text: 'Two right',
          answerType: 'single',
          points: 1,
          answers: [
            { text: 'a', isCorrect: true },
            { text: 'b', isCorrect: true },
          ],
        },
        'Mark exactly one answer as correct.',
      ],
      [
        {
          text: 'None right',
          answerType: 'multiple',
          points: 1,
          answers: [
            { text: 'a', isCorrect: false },
            { text: 'b', isCorrect: false },
          ],
        },
        'Mark at least one answer as correct.',
      ],
      [
        { text: 'Free', answerType: 'text', points: 1, answers: [{ text: 'a', isCorrect: true }] },
        'A free-text question has no answer options.',
      ],
    ];
    for (const [question, message] of cases) {
      const response = await request('PUT', `/tasks/${id}`, {
        ...body,
        questions: [...body.questions, question],
      });
      expect(response.statusCode).toBe(400);
      expect(response.json().errors).toEqual([{ field: 'questions.2.answers', message }]);
    }
    const pass = await request('PUT', `/tasks/${id}`, { ...body, passPercent: 101 });
    expect(pass.json().errors).toEqual([expect.objectContaining({ field: 'passPercent' })]);

    const foreign = await newTask();
    const stolen = await request('PUT', `/tasks/${id}`, {
      ...body,
      questions: asRequest(foreign.task).questions,
    });
    expect(stolen.statusCode).toBe(400);
    expect((await request('GET', `/tasks/${id}`)).json()).toEqual(task);
  });

  describe('two admins editing it (ARCHITECTURE.md, "Content editors")', () => {
    const auditOf = async (id: number) =>
      (await request('GET', `/audit?entityType=task&entityId=${id}`)).json<AuditListResponse>()
        .items;

    it('refuses a save from a revision another save replaced, and changes nothing', async () => {
      const { id, task } = await newTask();
      const first = await request('PUT', `/tasks/${id}`, {
        ...asRequest(task),
        title: 'First admin',
      });
      expect(first.json<AdminTask>().revision).toBe(2);

      // The second admin still has revision 1 open, and drops a question.
      const stale = await request('PUT', `/tasks/${id}`, {
        ...asRequest(task),
        title: 'Second admin',
        questions: asRequest(task).questions.slice(0, 1),
      });
      expect(stale.statusCode).toBe(409);
      expect(stale.json().message).toBe('ERR_CONTENT_CHANGED');
      expect((await request('GET', `/tasks/${id}`)).json()).toEqual(first.json());
      expect((await auditOf(id)).map((entry) => entry.after?.title)).toEqual(['First admin']);
    });

    it('takes saves in a row, each with the revision the one before answered', async () => {
      const { id, task } = await newTask();
      let current = task;
      for (const passPercent of [60, 65, 90]) {
        const response = await request('PUT', `/tasks/${id}`, {
          ...asRequest(current),
          passPercent,
        });
        expect(response.statusCode).toBe(200);
        expect(response.json<AdminTask>().revision).toBe(current.revision + 1);
        current = response.json<AdminTask>();
      }
      expect((await request('GET', `/tasks/${id}`)).json<AdminTask>()).toMatchObject({
        passPercent: 90,
        revision: 4,
      });
    });

    it('lets exactly one of two saves at once from the same revision through', async () => {
      const { id, task } = await newTask();
      const body = asRequest(task);
      const answers = await Promise.all([
        request('PUT', `/tasks/${id}`, { ...body, title: 'Admin A' }),
        request('PUT', `/tasks/${id}`, {
          ...body,
          title: 'Admin B',
          questions: body.questions.slice(1),
        }),
      ]);
      expect(answers.map((a) => a.statusCode).sort()).toEqual([200, 409]);
      const winner = answers.find((a) => a.statusCode === 200)?.json<AdminTask>();
      expect(answers.find((a) => a.statusCode === 409)?.json().message).toBe('ERR_CONTENT_CHANGED');
      const stored = (await request('GET', `/tasks/${id}`)).json<AdminTask>();
      expect(stored).toEqual(winner);
      expect(stored.revision).toBe(2);
      expect(await auditOf(id)).toHaveLength(1);
    });
  });

  it('publishes only a test with questions, and keeps a published test from losing them all', async () => {
    const { id, task } = await newTask();
    await request('PUT', `/tasks/${id}/status`, { status: 'draft' });
    await request('PUT', `/tasks/${id}`, { ...asRequest(task), questions: [] });
    const refused = await request('PUT', `/tasks/${id}/status`, { status: 'published' });
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toBe('ERR_TASK_WITHOUT_QUESTIONS');

    const other = await newTask();
    await request('PUT', `/tasks/${other.id}/status`, { status: 'draft' });
    const published = await request('PUT', `/tasks/${other.id}/status`, { status: 'published' });
    expect(published.json<AdminTask>().status).toBe('published');
    const emptied = await request('PUT', `/tasks/${other.id}`, {
      ...asRequest(other.task),
      questions: [],
    });
    expect(emptied.statusCode).toBe(400);
    expect(emptied.json().errors).toEqual([expect.objectContaining({ field: 'questions' })]);
  });

  it('once attempted, keeps every question and option and their types, but takes edits and additions', async () => {
    const { content, id } = await newTask();
    const student = await signedIn(t.app, { directionId: content.directionId });
    const questions = content.chapters[0]?.tasks[0]?.questions ?? [];
    await submitted(
      t.app,
      student,
      id,
      questions.map((q) => rightAnswer(q)),
    );

    const attempted = (await request('GET', `/tasks/${id}`)).json<AdminTask>();
    expect(attempted.attemptedBy).toBe(1);
    const body = asRequest(attempted);
    const [first, second] = body.questions as [
      TaskSaveRequest['questions'][number],
      TaskSaveRequest['questions'][number],
    ];

    for (const change of [
      { ...body, questions: [first] },
      { ...body, questions: [first, { ...second, answers: second.answers.slice(0, 2) }] },
      { ...body, questions: [{ ...first, answerType: 'multiple' }, second] },
    ]) {
      const response = await request('PUT', `/tasks/${id}`, change);
      expect(response.statusCode).toBe(409);
      expect(response.json().message).toBe('ERR_TASK_HAS_ATTEMPTS');
    }

    const edited = await request('PUT', `/tasks/${id}`, {
      ...body,
      questions: [
        { ...first, text: 'Reworded', points: 2 },
        second,
        { text: 'New one', answerType: 'text', points: 1, answers: [] },
      ],
    });
    expect(edited.statusCode).toBe(200);
    expect(edited.json<AdminTask>().questions.map((q) => q.text)).toEqual([
      'Reworded',
      second.text,
      'New one',
    ]);

    const impact = await request('GET', `/tasks/${id}/deletion-impact`);
    expect(impact.json()).toEqual({ students: 1, work: 1, passed: 1 });
    expect((await request('DELETE', `/tasks/${id}`)).statusCode).toBe(409);
    expect((await request('DELETE', `/tasks/${id}?confirm=true`)).statusCode).toBe(204);
    expect((await request('GET', `/tasks/${id}`)).statusCode).toBe(404);
    // The refusal wrote nothing; the deletion keeps the test as it was, with what went.
    const deletions = (
      await request('GET', `/audit?entityType=task&entityId=${id}&action=delete`)
    ).json<AuditListResponse>().items;
    expect(deletions).toHaveLength(1);
    expect(deletions[0]?.before).toMatchObject({
      title: attempted.title,
      impact: { students: 1, work: 1, passed: 1 },
    });
    expect(deletions[0]?.after).toBeNull();
  });
});
