import type { CodeExerciseInput, TaskResponse, TaskReview } from '@academy/contracts';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { taskAssignments } from '../../db/schema/index.js';
import { buildTestApp, type TestApp } from '../../test/app.js';
import { recordPaidRetake } from '../../test/billing-builders.js';
import { codeQuestion, createContent, singleChoice } from '../../test/learning-builders.js';
import {
  getTask,
  openRetake,
  rightAnswer,
  signedIn,
  submitAnswers,
  submitted,
} from '../../test/task-requests.js';

/*
 * Code questions in a test (ARCHITECTURE.md, "Code exercises"): graded on the server at
 * submission, before the attempt's transaction; hidden tests and the reference solution never
 * reach a student; a full queue is 503 with Retry-After and records nothing. One app, one
 * worker and no queue, so "busy" is one long job away.
 */

let t: TestApp;

beforeAll(async () => {
  t = await buildTestApp({ codeRunner: { workers: 1, queueLimit: 0 } });
});
afterAll(async () => {
  await t.close();
});

/** What only the server may know: hidden inputs, expected values and the solution. */
const SECRET_ARG = 'hidden-input-7f3a';
const SECRET_EXPECTED = 'hidden-expected-7f3a';
const SOLUTION_MARK = 'solutionMark_7f3a';

const shout: CodeExerciseInput = {
  language: 'javascript',
  starterCode: 'function shout(text) {\n}\n',
  referenceSolution: `function shout(text) {\n  const ${SOLUTION_MARK} = 1;\n  return text === '${SECRET_ARG}' ? '${SECRET_EXPECTED}' : text.toUpperCase() + '!';\n}\n`,
  functionName: 'shout',
  timeLimitMs: 1000,
  examples: [{ kind: 'io', name: 'a word', args: ['hi'], expected: 'HI!' }],
  hiddenTests: [
    { kind: 'io', args: ['abc'], expected: 'ABC!' },
    { kind: 'io', args: [SECRET_ARG], expected: SECRET_EXPECTED },
  ],
  sql: null,
};
const RIGHT = shout.referenceSolution;
/** Passes the example and the first hidden test, fails the secret one. */
const PARTIAL = "function shout(text) { return text.toUpperCase() + '!'; }";

/** A test of a choice question and a code question, and an enrolled student. */
async function codeTest(passPercent = 100) {
  const content = await createContent(t.app, {
    chapters: [
      { tasks: [{ passPercent, questions: [singleChoice(), codeQuestion(shout, { points: 2 })] }] },
    ],
  });
  const task = content.chapters[0]?.tasks[0];
  if (!task) throw new Error('no test');
  const [choice, code] = task.questions;
  if (!choice || !code) throw new Error('no questions');
  const student = await signedIn(t.app, { directionId: content.directionId });
  return { content, taskId: task.id, choice, code, student };
}

const expectNoSecrets = (json: string) => {
  expect(json).not.toContain(SECRET_ARG);
  expect(json).not.toContain(SECRET_EXPECTED);
  expect(json).not.toContain(SOLUTION_MARK);
  expect(json).not.toMatch(/referenceSolution|hiddenTests"/);
};

const assignmentsOf = (taskId: number) =>
  t.app.db.select().from(taskAssignments).where(eq(taskAssignments.taskId, taskId));

/** A job that keeps the one worker busy for about `ms`. */
const occupyWorker = (ms: number) =>
  t.app.codeRunner.grade(
    { ...shout, timeLimitMs: ms, hiddenTests: [] },
    'function shout() { while (true) {} }',
  );

describe('POST /v1/questions/task-answer with code', () => {
  it('grades the code on the server: all tests pass for the points, else none', async () => {
    const { taskId, choice, code, student } = await codeTest(60);
    const body = await submitted(t.app, student, taskId, [
      rightAnswer(choice),
      { questionId: code.id, answerIds: [], code: PARTIAL },
    ]);
    // 1 of 3 points: the code passed 2 of its 3 tests, which is shown but scores nothing.
    expect(body.assignment).toMatchObject({ score: 1, maxScore: 3, reviewStatus: 'failed' });
    const question = body.questions[1];
    expect(question).toMatchObject({
      answerType: 'code',
      answerCode: PARTIAL,
      codeResult: { passed: 2, total: 3, allPassed: false },
      code: { language: 'javascript', functionName: 'shout', hiddenTestCount: 2 },
    });
    expect(question?.codeResult?.tests).toEqual([
      expect.objectContaining({ visible: true, passed: true, input: ['hi'], actual: 'HI!' }),
      { visible: false, passed: true },
      { visible: false, passed: false },
    ]);
    expectNoSecrets(JSON.stringify(body));
    // Stored with the full result, for staff.
    const [row] = await assignmentsOf(taskId);
    expect(row?.answers[1]).toMatchObject({
      code: PARTIAL,
      codeResult: { passed: 2, tests: [{}, {}, { hidden: true, input: [SECRET_ARG] }] },
    });
  });

  it('ignores what the client claims: only the code counts, other fields are refused', async () => {
    const { taskId, choice, code, student } = await codeTest();
    const claims = [
      { codeResult: { passed: 3, total: 3, allPassed: true } },
      { passed: true },
      { answerText: 'All tests passed' },
      { answerIds: choice.correctAnswerIds },
    ];
    for (const claim of claims) {
      const response = await submitAnswers(t.app, student, taskId, [
        { questionId: code.id, answerIds: [], code: 'function shout() {}', ...claim },
      ]);
      expect(response.statusCode, JSON.stringify(claim)).toBe(400);
    }
    // Code on a choice question is refused too.
    const onChoice = await submitAnswers(t.app, student, taskId, [
      { questionId: choice.id, answerIds: choice.correctAnswerIds, code: RIGHT },
    ]);
    expect(onChoice.json()).toMatchObject({ statusCode: 400, message: 'ERR_TASK_ANSWERS_INVALID' });
    expect(await assignmentsOf(taskId)).toEqual([]);

    const body = await submitted(t.app, student, taskId, [
      rightAnswer(choice),
      { questionId: code.id, answerIds: [], code: '' },
    ]);
    // Empty code is graded like any code: it fails, and the test with it.
    expect(body.assignment).toMatchObject({ score: 1, maxScore: 3, reviewStatus: 'failed' });
    expect(body.questions[1]?.codeResult).toMatchObject({ passed: 0, total: 3 });
  });

  it('passes an attempt whose code passes every test, at once, revealing no hidden test', async () => {
    const { taskId, choice, code, student } = await codeTest();
    const body = await submitted(t.app, student, taskId, [
      rightAnswer(choice),
      { questionId: code.id, answerIds: [], code: RIGHT },
    ]);
    expect(body.assignment).toMatchObject({ score: 3, maxScore: 3, reviewStatus: 'passed' });
    expect(body.questions.map((q) => q.outcome)).toEqual(['right', 'right']);
    expect(body.questions[1]?.codeResult).toMatchObject({ passed: 3, allPassed: true });
    // The student's own code is theirs to read; the hidden tests are not.
    const again = await getTask(t.app, student, taskId);
    expect(again.json<TaskResponse>().questions[1]?.answerCode).toBe(RIGHT);
    expect(again.body.replaceAll(JSON.stringify(RIGHT).slice(1, -1), '')).not.toContain(
      SOLUTION_MARK,
    );
  });

  it('never sends hidden tests or the solution: the test, homework, subject and retake', async () => {
    const { content, taskId, code, student } = await codeTest();
    const reads = async () => {
      for (const url of [
        `/v1/tasks/${taskId}`,
        `/v1/subject/${content.subjectId}`,
        `/v1/subject/${content.subjectId}/homework`,
        '/v1/homework',
      ]) {
        const response = await t.app.inject({ method: 'GET', url, headers: student.headers });
        expect(response.statusCode, url).toBe(200);
        expectNoSecrets(response.body);
      }
    };
    await reads();
    const failed = await submitAnswers(t.app, student, taskId, [
      { questionId: code.id, answerIds: [], code: PARTIAL },
    ]);
    expectNoSecrets(failed.body);
    await reads();
    await recordPaidRetake(t.app.db, student.id, taskId);
    const retake = await openRetake(t.app, student, taskId);
    expect(retake.statusCode).toBe(200);
    expectNoSecrets(retake.body);
    await reads();
  });

  it('fails, takes the paid retake, passes with the code fixed, and never a third time', async () => {
    const { taskId, choice, code, student } = await codeTest();
    const first = await submitted(t.app, student, taskId, [
      rightAnswer(choice),
      { questionId: code.id, answerIds: [], code: PARTIAL },
    ]);
    expect(first.assignment).toMatchObject({ attempt: 1, reviewStatus: 'failed' });
    // Not revealed while a retake is possible.
    expect(first.questions.map((q) => q.outcome)).toEqual([null, null]);
    expect((await openRetake(t.app, student, taskId)).json()).toMatchObject({
      statusCode: 409,
      message: 'ERR_TASK_RETAKE_NOT_PAID',
    });
    await recordPaidRetake(t.app.db, student.id, taskId);
    const opened = (await openRetake(t.app, student, taskId)).json<TaskResponse>();
    expect(opened.questions[1]).toMatchObject({ answerCode: null, codeResult: null });
    expect(opened.questions[1]?.code).toMatchObject({ starterCode: shout.starterCode });

    const second = await submitted(t.app, student, taskId, [
      rightAnswer(choice),
      { questionId: code.id, answerIds: [], code: RIGHT },
    ]);
    expect(second.assignment).toMatchObject({ attempt: 2, score: 3, reviewStatus: 'passed' });
    expect(second.questions.map((q) => q.outcome)).toEqual(['right', 'right']);
    expect((await openRetake(t.app, student, taskId)).statusCode).toBe(409);
    const third = await submitAnswers(t.app, student, taskId, [
      { questionId: code.id, answerIds: [], code: RIGHT },
    ]);
    expect(third.json()).toMatchObject({ statusCode: 409, message: 'ERR_TASK_ALREADY_SUBMITTED' });
  });

  it('answers 503 with Retry-After when the queue is full, and records nothing', async () => {
    const { taskId, choice, code, student } = await codeTest();
    const running = occupyWorker(1500);
    const refused = await submitAnswers(t.app, student, taskId, [
      rightAnswer(choice),
      { questionId: code.id, answerIds: [], code: RIGHT },
    ]);
    expect(refused.statusCode).toBe(503);
    expect(refused.json()).toEqual({ statusCode: 503, message: 'ERR_CODE_RUNNER_BUSY' });
    expect(Number(refused.headers['retry-after'])).toBeGreaterThanOrEqual(1);
    expect(await assignmentsOf(taskId)).toEqual([]);
    await running;
    // Once the worker is free the same submission goes through.
    const body = await submitted(t.app, student, taskId, [
      rightAnswer(choice),
      { questionId: code.id, answerIds: [], code: RIGHT },
    ]);
    expect(body.assignment).toMatchObject({ attempt: 1, reviewStatus: 'passed' });
  });

  it('records one attempt of many sent at once', async () => {
    const { taskId, choice, code, student } = await codeTest();
    const responses = await Promise.all(
      Array.from({ length: 5 }, () =>
        submitAnswers(t.app, student, taskId, [
          rightAnswer(choice),
          { questionId: code.id, answerIds: [], code: RIGHT },
        ]),
      ),
    );
    const statuses = responses.map((response) => response.statusCode);
    expect(statuses.filter((status) => status === 200)).toHaveLength(1);
    expect(statuses.every((status) => [200, 409, 503].includes(status))).toBe(true);
    const rows = await assignmentsOf(taskId);
    expect(rows.map((row) => row.attempt)).toEqual([1]);
  });
});

describe('the review of a code attempt', () => {
  it('shows staff the whole exercise, the code and every test; it never queues', async () => {
    const { taskId, choice, code, student } = await codeTest();
    await submitted(t.app, student, taskId, [
      rightAnswer(choice),
      { questionId: code.id, answerIds: [], code: PARTIAL },
    ]);
    const [row] = await assignmentsOf(taskId);
    // Scored at once: failed, not waiting for a mentor.
    expect(row?.reviewStatus).toBe('failed');
    const mentor = await signedIn(t.app, { role: 'mentor' });
    const response = await t.app.inject({
      method: 'GET',
      url: `/v1/admin/reviews/tasks/${row?.id}`,
      headers: mentor.headers,
    });
    expect(response.statusCode).toBe(200);
    const review = response.json<TaskReview>();
    expect(review.questions[1]).toMatchObject({
      answerType: 'code',
      answerCode: PARTIAL,
      code: { referenceSolution: RIGHT, hiddenTests: shout.hiddenTests },
      codeResult: {
        passed: 2,
        total: 3,
        tests: [
          { hidden: false, passed: true },
          { hidden: true, passed: true, input: ['abc'], actual: 'ABC!' },
          {
            hidden: true,
            passed: false,
            input: [SECRET_ARG],
            expected: SECRET_EXPECTED,
            actual: `${SECRET_ARG.toUpperCase()}!`,
          },
        ],
      },
    });
    expect(review.questions[0]).toMatchObject({ code: null, answerCode: null, codeResult: null });
  });
});
