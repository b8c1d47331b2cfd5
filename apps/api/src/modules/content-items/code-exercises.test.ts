import type {
  AdminTask,
  CodeExerciseInput,
  StaffCodeRunResult,
  TaskSaveRequest,
} from '@academy/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../test/app.js';
import { codeQuestion, createContent, singleChoice } from '../../test/learning-builders.js';
import { type SignedIn, signedIn, submitted } from '../../test/task-requests.js';

/*
 * Code questions in the test editor (ARCHITECTURE.md, "Code exercises"): the exercise saved
 * only with a reference solution that passes all its tests (422 on the field otherwise), the
 * check endpoint, and the runner's full queue (503). One worker, no queue.
 */

let t: TestApp;
let admin: SignedIn;

beforeAll(async () => {
  t = await buildTestApp({ codeRunner: { workers: 1, queueLimit: 0 } });
  admin = await signedIn(t.app, { role: 'admin' });
});
afterAll(async () => {
  await t.close();
});

const add = (referenceSolution = 'const add = (a, b) => a + b;'): CodeExerciseInput => ({
  language: 'javascript',
  starterCode: 'function add(a, b) {}',
  referenceSolution,
  functionName: 'add',
  timeLimitMs: 1000,
  examples: [{ kind: 'io', args: [1, 2], expected: 3 }],
  hiddenTests: [
    { kind: 'io', args: [40, 2], expected: 42 },
    { kind: 'assertion', code: 'assert.equal(add(-1, 1), 0);' },
  ],
  sql: null,
});

const request = (method: 'GET' | 'PUT' | 'POST', url: string, payload?: object) =>
  t.app.inject({ method, url: `/v1/admin${url}`, headers: admin.headers, payload });

async function newTask() {
  const content = await createContent(t.app, {
    chapters: [{ tasks: [{ questions: [singleChoice(), codeQuestion(add())] }] }],
  });
  const id = content.taskIds[0] as number;
  return { content, id, task: (await request('GET', `/tasks/${id}`)).json<AdminTask>() };
}

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
    ...(q.code ? { code: q.code } : {}),
  })),
});

describe('the test editor with code questions', () => {
  it('reads the whole exercise and saves a changed one whose solution passes', async () => {
    const { id, task } = await newTask();
    expect(task.questions.map((q) => q.code?.referenceSolution ?? null)).toEqual([
      null,
      add().referenceSolution,
    ]);
    const body = asRequest(task);
    const changed = { ...add('function add(a, b) { return b + a; }'), timeLimitMs: 500 };
    body.questions[1] = { ...body.questions[1], code: changed } as TaskSaveRequest['questions'][1];
    body.questions.push({
      text: 'And subtract',
      answerType: 'code',
      points: 2,
      answers: [],
      code: {
        ...add('const sub = (a, b) => a - b;'),
        functionName: 'sub',
        examples: [{ kind: 'io', args: [3, 1], expected: 2 }],
        hiddenTests: [],
      },
    });
    const saved = await request('PUT', `/tasks/${id}`, body);
    expect(saved.statusCode, saved.body).toBe(200);
    const after = saved.json<AdminTask>();
    expect(after.questions[1]?.code).toEqual(changed);
    expect(after.questions[2]).toMatchObject({ answerType: 'code', code: { functionName: 'sub' } });
    expect((await request('GET', `/tasks/${id}`)).json<AdminTask>()).toEqual(after);
  });

  it('refuses an exercise whose reference solution fails a test: 422 on its field, nothing saved', async () => {
    const { id, task } = await newTask();
    const body = asRequest(task);
    body.questions[1] = {
      ...body.questions[1],
      code: add('const add = (a, b) => a * b;'),
    } as TaskSaveRequest['questions'][1];
    const refused = await request('PUT', `/tasks/${id}`, body);
    expect(refused.statusCode).toBe(422);
    expect(refused.json()).toEqual({
      statusCode: 422,
      message: 'ERR_VALIDATION',
      errors: [
        {
          field: 'questions.1.code.referenceSolution',
          message:
            'The reference solution passes 0 of 3 tests: it must pass every test before the question can be saved.',
        },
      ],
    });
    expect((await request('GET', `/tasks/${id}`)).json<AdminTask>()).toEqual(task);
  });

  it('keeps the contract: an exercise only on a code question, required there, no options', async () => {
    const { id, task } = await newTask();
    const cases: [TaskSaveRequest['questions'][number], string][] = [
      [
        {
          text: 'Pick',
          answerType: 'single',
          points: 1,
          answers: [{ text: 'A', isCorrect: true }],
          code: add(),
        },
        'questions.2.code',
      ],
      [{ text: 'Code', answerType: 'code', points: 1, answers: [] }, 'questions.2.code'],
      [
        {
          text: 'Code',
          answerType: 'code',
          points: 1,
          answers: [{ text: 'A', isCorrect: true }],
          code: add(),
        },
        'questions.2.answers',
      ],
    ];
    for (const [question, field] of cases) {
      const body = asRequest(task);
      body.questions.push(question);
      const refused = await request('PUT', `/tasks/${id}`, body);
      expect(refused.statusCode, field).toBe(400);
      expect(refused.json().errors.map((error: { field: string }) => error.field)).toContain(field);
    }
    expect((await request('GET', `/tasks/${id}`)).json<AdminTask>()).toEqual(task);
  });

  it('still refuses a type change once students attempted the test', async () => {
    const { content, id, task } = await newTask();
    const student = await signedIn(t.app, { directionId: content.directionId });
    const code = content.chapters[0]?.tasks[0]?.questions[1];
    await submitted(t.app, student, id, [{ questionId: code?.id ?? 0, answerIds: [], code: '' }]);
    const body = asRequest(task);
    body.questions[1] = {
      text: 'Now a choice',
      answerType: 'single',
      points: 1,
      answers: [
        { text: 'A', isCorrect: true },
        { text: 'B', isCorrect: false },
      ],
      ...(body.questions[1]?.id === undefined ? {} : { id: body.questions[1].id }),
    };
    const refused = await request('PUT', `/tasks/${id}`, body);
    expect(refused.json(), refused.body).toMatchObject({
      statusCode: 409,
      message: 'ERR_TASK_HAS_ATTEMPTS',
    });
  });
});

describe('POST /v1/admin/code-exercises/check', () => {
  it('runs the reference solution, or the code given, showing staff every test', async () => {
    const reference = await request('POST', '/code-exercises/check', { exercise: add() });
    expect(reference.statusCode).toBe(200);
    expect(reference.json<StaffCodeRunResult>()).toMatchObject({
      passed: 3,
      total: 3,
      allPassed: true,
      tests: [
        { hidden: false, input: [1, 2], actual: 3 },
        { hidden: true, input: [40, 2], expected: 42, actual: 42 },
        { hidden: true, input: 'assert.equal(add(-1, 1), 0);', passed: true },
      ],
    });
    const other = await request('POST', '/code-exercises/check', {
      exercise: add(),
      code: 'const add = (a, b) => { console.log(a); return 3; };',
    });
    expect(other.json<StaffCodeRunResult>()).toMatchObject({
      passed: 1,
      tests: [{ passed: true, stdout: '1\n' }, { passed: false, actual: 3 }, { passed: false }],
    });
  });

  it('refuses a bad exercise, students, and answers 503 with Retry-After when busy', async () => {
    const bad = await request('POST', '/code-exercises/check', {
      exercise: { ...add(), examples: [] },
    });
    expect(bad.statusCode).toBe(400);
    const student = await signedIn(t.app);
    const forbidden = await t.app.inject({
      method: 'POST',
      url: '/v1/admin/code-exercises/check',
      headers: student.headers,
      payload: { exercise: add() },
    });
    expect(forbidden.statusCode).toBe(403);

    const running = t.app.codeRunner.grade(
      { ...add(), timeLimitMs: 1500, hiddenTests: [] },
      'function add() { while (true) {} }',
    );
    const busy = await request('POST', '/code-exercises/check', { exercise: add() });
    expect(busy.statusCode).toBe(503);
    expect(busy.json()).toEqual({ statusCode: 503, message: 'ERR_CODE_RUNNER_BUSY' });
    expect(Number(busy.headers['retry-after'])).toBeGreaterThanOrEqual(1);
    await running;
  });
});
