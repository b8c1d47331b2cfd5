import {
  TASK_MAX_ATTEMPTS,
  type TaskResponse,
  taskResponseSchema,
  WRITTEN_ANSWER_MAX_LENGTH,
} from '@academy/contracts';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { payments, taskAssignments } from '../../db/schema/index.js';
import { buildTestApp, type TestApp } from '../../test/app.js';
import { recordPaidRetake } from '../../test/billing-builders.js';
import { testClock } from '../../test/builders.js';
import {
  createContent,
  freeText,
  multipleChoice,
  type QuestionSpec,
  singleChoice,
  type TaskSpec,
} from '../../test/learning-builders.js';
import {
  getTask,
  openRetake,
  rightAnswer,
  type SignedIn,
  signedIn,
  submitAnswers,
  submitted,
  wrongAnswer,
} from '../../test/task-requests.js';
import { createBillingRepository } from '../billing/index.js';

const clock = testClock('2026-03-10T09:00:00.000Z');
let t: TestApp;

beforeAll(async () => {
  t = await buildTestApp({}, { now: clock.now });
});

afterAll(async () => {
  await t.close();
});

const billing = () => createBillingRepository(t.app.db);

/** One test in a direction of its own, and a student enrolled in it. */
async function testWithStudent(spec: TaskSpec = {}, options: { enrolledAt?: Date } = {}) {
  const content = await createContent(t.app, { chapters: [{ tasks: [spec] }] });
  const task = content.chapters[0]?.tasks[0];
  if (!task) throw new Error('No test created');
  const student = await signedIn(t.app, { directionId: content.directionId, ...options });
  return { content, task, questions: task.questions, student };
}

const question = <T>(list: T[], index: number): T => {
  const item = list[index];
  if (!item) throw new Error(`No item ${index}`);
  return item;
};

async function task(user: SignedIn, taskId: number): Promise<TaskResponse> {
  const response = await getTask(t.app, user, taskId);
  expect(response.statusCode, response.body).toBe(200);
  return response.json<TaskResponse>();
}

async function retake(user: SignedIn, taskId: number): Promise<TaskResponse> {
  const response = await openRetake(t.app, user, taskId);
  expect(response.statusCode, response.body).toBe(200);
  return response.json<TaskResponse>();
}

const errorOf = (response: { statusCode: number; json: () => unknown }) => ({
  statusCode: response.statusCode,
  message: (response.json() as { message: string }).message,
});

/**
 * Nothing in a raw answer tells a right option from a wrong one: no correctness field, no
 * outcome, and every option carries the same fields.
 */
function expectNothingRevealed(body: string) {
  expect(body).not.toMatch(/correct/i);
  const parsed = JSON.parse(body) as TaskResponse;
  for (const q of parsed.questions) {
    expect(q.outcome).toBeNull();
    expect(Object.keys(q).sort()).toEqual(
      [
        'answerCode',
        'answerText',
        'answerType',
        'answers',
        'code',
        'codeResult',
        'id',
        'outcome',
        'points',
        'text',
      ].sort(),
    );
    for (const option of q.answers) {
      expect(Object.keys(option).sort()).toEqual(['id', 'isSelected', 'text']);
    }
  }
}

/** Neutral option texts, so a raw answer can be searched for anything that tells them apart. */
const neutral = (overrides: QuestionSpec = {}) =>
  singleChoice({ answers: ['Option one', 'Option two'], ...overrides });

describe('GET /v1/tasks/{id}', () => {
  it('shows the questions in order without the correct answers, and no attempt before the first', async () => {
    const { task: created, student } = await testWithStudent({
      title: 'Closures',
      passPercent: 60,
      questions: [
        neutral({ text: 'Which one?', points: 2 }),
        multipleChoice({ text: 'Which ones?', answers: ['A', 'B', 'C'], correct: [0, 2] }),
        freeText({ text: 'Why?' }),
      ],
    });
    const response = await getTask(t.app, student, created.id);
    expect(response.statusCode).toBe(200);
    expectNothingRevealed(response.body);
    const body = response.json<TaskResponse>();
    expect(taskResponseSchema.parse(body)).toEqual(body);
    expect(body).toMatchObject({
      id: created.id,
      title: 'Closures',
      subjectTitle: 'Test Subject',
      passPercent: 60,
      dueAt: null,
      assignment: null,
    });
    expect(body.questions.map((q) => [q.text, q.answerType, q.points])).toEqual([
      ['Which one?', 'single', 2],
      ['Which ones?', 'multiple', 1],
      ['Why?', 'text', 1],
    ]);
    expect(body.questions[1]?.answers.map((option) => option.text)).toEqual(['A', 'B', 'C']);
    expect(body.questions.flatMap((q) => q.answers).every((option) => !option.isSelected)).toBe(
      true,
    );
    expect(body.questions.every((q) => q.answerText === null)).toBe(true);
    // Reading a test creates nothing: the assignment comes with the first attempt.
    const rows = await t.app.db
      .select()
      .from(taskAssignments)
      .where(eq(taskAssignments.taskId, created.id));
    expect(rows).toEqual([]);
  });

  it('is due the set number of days after the student’s enrolment', async () => {
    const enrolledAt = new Date('2026-03-01T12:30:00.000Z');
    const { task: created, student } = await testWithStudent({ dueDays: 14 }, { enrolledAt });
    expect((await task(student, created.id)).dueAt).toBe('2026-03-15T12:30:00.000Z');
  });

  it('answers 404 for an unknown test, 403 outside the student’s directions, 400 for a malformed id', async () => {
    const { task: created } = await testWithStudent();
    const other = await createContent(t.app);
    const outsider = await signedIn(t.app, { directionId: other.directionId });

    expect(errorOf(await getTask(t.app, outsider, created.id))).toEqual({
      statusCode: 403,
      message: 'ERR_USER_FORBIDDEN',
    });
    expect(errorOf(await getTask(t.app, outsider, 2_000_000_000))).toEqual({
      statusCode: 404,
      message: 'ERR_TASK_NOT_EXISTS',
    });
    const malformed = await t.app.inject({
      method: 'GET',
      url: '/v1/tasks/abc',
      headers: outsider.headers,
    });
    expect(malformed.statusCode).toBe(400);
  });

  it('refuses callers who are not students, and callers without a token', async () => {
    const { content, task: created } = await testWithStudent();
    for (const role of ['mentor', 'admin'] as const) {
      const staff = await signedIn(t.app, { role, directionId: content.directionId });
      expect(errorOf(await getTask(t.app, staff, created.id))).toEqual({
        statusCode: 403,
        message: 'ERR_USER_FORBIDDEN',
      });
    }
    const anonymous = await t.app.inject({ method: 'GET', url: `/v1/tasks/${created.id}` });
    expect(anonymous.statusCode).toBe(401);
  });

  it("never shows another student's attempt", async () => {
    const {
      content,
      task: created,
      questions,
      student,
    } = await testWithStudent({
      questions: [neutral()],
    });
    await submitted(t.app, student, created.id, [rightAnswer(question(questions, 0))]);
    const classmate = await signedIn(t.app, { directionId: content.directionId });
    const seen = await task(classmate, created.id);
    expect(seen.assignment).toBeNull();
    expect(seen.questions[0]?.answers.some((option) => option.isSelected)).toBe(false);
    expect(seen.questions[0]?.outcome).toBeNull();
  });
});

describe('POST /v1/questions/task-answer', () => {
  it('passes an attempt at the pass mark at once and then shows how each question went', async () => {
    const {
      task: created,
      questions,
      student,
    } = await testWithStudent({
      passPercent: 70,
      questions: [neutral({ points: 3 }), multipleChoice({ points: 4 }), neutral({ points: 3 })],
    });
    const [first, second, third] = [0, 1, 2].map((i) => question(questions, i));
    if (!first || !second || !third) throw new Error('Questions missing');
    const response = await submitAnswers(t.app, student, created.id, [
      rightAnswer(first),
      rightAnswer(second),
      wrongAnswer(third),
    ]);
    expect(response.statusCode).toBe(200);
    const body = response.json<TaskResponse>();
    expect(body.assignment).toEqual({
      id: expect.any(Number),
      status: 'completed',
      reviewStatus: 'passed',
      attempt: 1,
      score: 7,
      maxScore: 10,
      retakePaid: false,
      submittedAt: '2026-03-10T09:00:00.000Z',
      reviewComment: null,
      reviewedAt: null,
    });
    expect(body.questions.map((q) => q.outcome)).toEqual(['right', 'right', 'wrong']);
    expect(body.questions[1]?.answers.map((option) => option.isSelected)).toEqual([
      true,
      true,
      false,
    ]);
    expect(body.questions[2]?.answers.map((option) => option.isSelected)).toEqual([false, true]);
    // The same when read again.
    expect(await task(student, created.id)).toEqual(body);
  });

  it('fails an attempt below the pass mark at once, revealing nothing while a retake is possible', async () => {
    const {
      task: created,
      questions,
      student,
    } = await testWithStudent({
      passPercent: 100,
      questions: [neutral(), neutral(), neutral()],
    });
    const response = await submitAnswers(t.app, student, created.id, [
      rightAnswer(question(questions, 0)),
      wrongAnswer(question(questions, 1)),
    ]);
    expect(response.statusCode).toBe(200);
    expectNothingRevealed(response.body);
    const body = response.json<TaskResponse>();
    expect(body.assignment).toMatchObject({
      status: 'completed',
      reviewStatus: 'failed',
      attempt: 1,
      score: 1,
      maxScore: 3,
    });
    // The student's own choices are shown; nothing tells the right one from the wrong one.
    const [rightQuestion, wrongQuestion, unanswered] = body.questions;
    expect(rightQuestion?.answers.map((o) => o.isSelected)).toEqual([true, false]);
    expect(wrongQuestion?.answers.map((o) => o.isSelected)).toEqual([false, true]);
    expect(unanswered?.answers.map((o) => o.isSelected)).toEqual([false, false]);
    const shape = (q: TaskResponse['questions'][number] | undefined) => ({
      ...q,
      id: 0,
      text: '',
      answers: q?.answers.map((o) => ({ ...o, id: 0, isSelected: false })),
    });
    expect(shape(rightQuestion)).toEqual(shape(wrongQuestion));

    const again = await getTask(t.app, student, created.id);
    expectNothingRevealed(again.body);
  });

  it('keeps an attempt with free-text answers for a mentor once the pass mark is met', async () => {
    const {
      task: created,
      questions,
      student,
    } = await testWithStudent({
      passPercent: 50,
      questions: [neutral(), freeText({ text: 'Explain hoisting' })],
    });
    const response = await submitAnswers(t.app, student, created.id, [
      rightAnswer(question(questions, 0)),
      rightAnswer(question(questions, 1), 'Declarations move up'),
    ]);
    expect(response.statusCode).toBe(200);
    expectNothingRevealed(response.body);
    const body = response.json<TaskResponse>();
    expect(body.assignment).toMatchObject({
      status: 'completed',
      reviewStatus: 'not_checked_yet',
      attempt: 1,
      score: 1,
      maxScore: 1,
    });
    expect(body.questions[1]?.answerText).toBe('Declarations move up');
  });

  it('fails an attempt with free-text answers at once when its choice questions miss the mark', async () => {
    const {
      task: created,
      questions,
      student,
    } = await testWithStudent({
      passPercent: 50,
      questions: [neutral(), freeText()],
    });
    const body = await submitted(t.app, student, created.id, [
      wrongAnswer(question(questions, 0)),
      rightAnswer(question(questions, 1)),
    ]);
    expect(body.assignment).toMatchObject({ reviewStatus: 'failed', score: 0, maxScore: 1 });
  });

  it('scores unanswered questions 0 and stores blank text as no answer', async () => {
    const {
      task: created,
      questions,
      student,
    } = await testWithStudent({
      passPercent: 0,
      questions: [neutral(), freeText()],
    });
    const body = await submitted(t.app, student, created.id, [
      { questionId: question(questions, 1).id, answerIds: [], answerText: '   ' },
    ]);
    expect(body.assignment).toMatchObject({ reviewStatus: 'not_checked_yet', score: 0 });
    expect(body.questions[1]?.answerText).toBeNull();
  });

  it('refuses answers that do not fit the questions, storing nothing', async () => {
    const {
      task: created,
      questions,
      student,
    } = await testWithStudent({
      questions: [neutral(), multipleChoice(), freeText()],
    });
    const other = await testWithStudent();
    const [single, multiple, text] = [0, 1, 2].map((i) => question(questions, i));
    if (!single || !multiple || !text) throw new Error('Questions missing');
    const foreign = question(other.questions, 0);
    const cases = [
      [{ questionId: foreign.id, answerIds: foreign.correctAnswerIds }],
      [rightAnswer(single), rightAnswer(single)],
      [{ questionId: single.id, answerIds: single.answerIds }],
      [{ questionId: single.id, answerIds: multiple.correctAnswerIds }],
      [{ questionId: multiple.id, answerIds: [single.correctAnswerIds[0] ?? 0] }],
      [{ questionId: single.id, answerIds: single.correctAnswerIds, answerText: 'Also this' }],
      [{ questionId: text.id, answerIds: single.correctAnswerIds, answerText: 'Text' }],
    ];
    for (const answers of cases) {
      const response = await submitAnswers(t.app, student, created.id, answers);
      expect(errorOf(response), JSON.stringify(answers)).toEqual({
        statusCode: 400,
        message: 'ERR_TASK_ANSWERS_INVALID',
      });
    }
    expect((await task(student, created.id)).assignment).toBeNull();
  });

  it('checks the enrolment and the test before the answers', async () => {
    const { task: created, questions } = await testWithStudent();
    const outsider = await signedIn(t.app, {
      directionId: (await createContent(t.app)).directionId,
    });
    const answers = [rightAnswer(question(questions, 0))];
    expect(errorOf(await submitAnswers(t.app, outsider, created.id, answers))).toEqual({
      statusCode: 403,
      message: 'ERR_USER_FORBIDDEN',
    });
    expect(errorOf(await submitAnswers(t.app, outsider, 2_000_000_000, answers))).toEqual({
      statusCode: 404,
      message: 'ERR_TASK_NOT_EXISTS',
    });
    const rows = await t.app.db
      .select()
      .from(taskAssignments)
      .where(eq(taskAssignments.userId, outsider.id));
    expect(rows).toEqual([]);
  });

  it('refuses a second submission of an attempt', async () => {
    const { task: created, questions, student } = await testWithStudent();
    await submitted(t.app, student, created.id, [rightAnswer(question(questions, 0))]);
    const again = await submitAnswers(t.app, student, created.id, [
      wrongAnswer(question(questions, 0)),
    ]);
    expect(errorOf(again)).toEqual({ statusCode: 409, message: 'ERR_TASK_ALREADY_SUBMITTED' });
    expect((await task(student, created.id)).assignment).toMatchObject({
      attempt: 1,
      reviewStatus: 'passed',
    });
  });
});

describe('correct answers and explanations', () => {
  const explained = () => ({
    passPercent: 100,
    questions: [
      neutral({ text: 'Which one?', correct: [1], explanation: 'Two is the one that works.' }),
      multipleChoice({ text: 'Which ones?', answers: ['A', 'B', 'C'], correct: [0, 2] }),
    ],
  });

  /** The revealed view of the two questions: correct options and explanations. */
  function expectRevealed(body: TaskResponse) {
    expect(body.questions.map((q) => q.answers.map((option) => option.isCorrect))).toEqual([
      [false, true],
      [true, false, true],
    ]);
    expect(body.questions.map((q) => q.explanation)).toEqual(['Two is the one that works.', null]);
  }

  it('are absent before the reveal, and shown after a pass', async () => {
    const { task: created, questions, student } = await testWithStudent(explained());
    const before = await getTask(t.app, student, created.id);
    expectNothingRevealed(before.body);
    expect(before.body).not.toContain('Two is the one that works.');

    const passed = await submitted(t.app, student, created.id, [
      rightAnswer(question(questions, 0)),
      rightAnswer(question(questions, 1)),
    ]);
    expect(passed.assignment?.reviewStatus).toBe('passed');
    expectRevealed(passed);
    expectRevealed(await task(student, created.id));
  });

  it('are absent after a failed first attempt and its retake, and shown after the last one failed', async () => {
    const { task: created, questions, student } = await testWithStudent(explained());
    const failing = [wrongAnswer(question(questions, 0)), rightAnswer(question(questions, 1))];
    const first = await submitAnswers(t.app, student, created.id, failing);
    expect(first.json<TaskResponse>().assignment?.reviewStatus).toBe('failed');
    expectNothingRevealed(first.body);
    expect(first.body).not.toContain('Two is the one that works.');
    expectNothingRevealed((await getTask(t.app, student, created.id)).body);

    await recordPaidRetake(t.app.db, student.id, created.id);
    expectNothingRevealed((await openRetake(t.app, student, created.id)).body);
    const last = await submitted(t.app, student, created.id, failing);
    expect(last.assignment).toMatchObject({ reviewStatus: 'failed', attempt: TASK_MAX_ATTEMPTS });
    expectRevealed(last);
    expectRevealed(await task(student, created.id));
  });
});

describe('a written answer over the limit', () => {
  it('is refused naming the field and the limit, and nothing is stored', async () => {
    const {
      task: created,
      questions,
      student,
    } = await testWithStudent({
      questions: [freeText({ text: 'Why?' })],
    });
    const questionId = question(questions, 0).id;
    const send = (answerText: string) =>
      submitAnswers(t.app, student, created.id, [{ questionId, answerIds: [], answerText }]);
    const refused = await send('x'.repeat(WRITTEN_ANSWER_MAX_LENGTH + 1));
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toEqual({
      statusCode: 400,
      message: 'ERR_VALIDATION',
      errors: [
        {
          field: 'answers.0.answerText',
          message: 'The length of this field must be less than 10001 characters long.',
        },
      ],
    });
    const rows = await t.app.db
      .select()
      .from(taskAssignments)
      .where(eq(taskAssignments.taskId, created.id));
    expect(rows).toEqual([]);

    const taken = await send('x'.repeat(WRITTEN_ANSWER_MAX_LENGTH));
    expect(taken.statusCode, taken.body).toBe(200);
    expect(taken.json<TaskResponse>().questions[0]?.answerText).toHaveLength(
      WRITTEN_ANSWER_MAX_LENGTH,
    );
  });
});

describe('PATCH /v1/tasks/retake/{id}', () => {
  /** A student whose first attempt failed. */
  async function failedOnce(spec: TaskSpec = { questions: [neutral(), neutral()] }) {
    const setup = await testWithStudent({ passPercent: 100, ...spec });
    const body = await submitted(
      t.app,
      setup.student,
      setup.task.id,
      setup.questions.map((q) => wrongAnswer(q)),
    );
    expect(body.assignment?.reviewStatus).toBe('failed');
    return setup;
  }

  it('is refused before the retake is paid, and opens a blank second attempt once it is', async () => {
    const { task: created, questions, student } = await failedOnce();
    expect(errorOf(await openRetake(t.app, student, created.id))).toEqual({
      statusCode: 409,
      message: 'ERR_TASK_RETAKE_NOT_PAID',
    });
    expect((await task(student, created.id)).assignment?.retakePaid).toBe(false);

    await recordPaidRetake(t.app.db, student.id, created.id);
    expect((await task(student, created.id)).assignment).toMatchObject({
      retakePaid: true,
      status: 'completed',
    });
    const response = await openRetake(t.app, student, created.id);
    expect(response.statusCode).toBe(200);
    expectNothingRevealed(response.body);
    const opened = response.json<TaskResponse>();
    expect(opened.assignment).toEqual({
      id: expect.any(Number),
      status: 'incomplete',
      reviewStatus: 'not_checked_yet',
      attempt: 1,
      score: null,
      maxScore: 2,
      retakePaid: true,
      submittedAt: null,
      reviewComment: null,
      reviewedAt: null,
    });
    expect(opened.questions.flatMap((q) => q.answers).some((option) => option.isSelected)).toBe(
      false,
    );

    // Asking again answers the same open attempt.
    expect(await retake(student, created.id)).toEqual(opened);

    const second = await submitted(
      t.app,
      student,
      created.id,
      questions.map((q) => rightAnswer(q)),
    );
    expect(second.assignment).toMatchObject({
      status: 'completed',
      reviewStatus: 'passed',
      attempt: 2,
      score: 2,
    });
    expect(second.questions.map((q) => q.outcome)).toEqual(['right', 'right']);
  });

  it('reveals the outcomes after a failed second attempt, and allows no third', async () => {
    const { task: created, questions, student } = await failedOnce();
    await recordPaidRetake(t.app.db, student.id, created.id);
    await retake(student, created.id);
    const second = await submitted(t.app, student, created.id, [
      rightAnswer(question(questions, 0)),
      wrongAnswer(question(questions, 1)),
    ]);
    expect(second.assignment).toMatchObject({ reviewStatus: 'failed', attempt: TASK_MAX_ATTEMPTS });
    expect(second.questions.map((q) => q.outcome)).toEqual(['right', 'wrong']);

    // Even with another payment, there is no third attempt.
    await recordPaidRetake(t.app.db, student.id, created.id);
    expect(errorOf(await openRetake(t.app, student, created.id))).toEqual({
      statusCode: 409,
      message: 'ERR_TASK_RETAKE_NOT_AVAILABLE',
    });
    expect(
      errorOf(
        await submitAnswers(t.app, student, created.id, [rightAnswer(question(questions, 0))]),
      ),
    ).toEqual({ statusCode: 409, message: 'ERR_TASK_ALREADY_SUBMITTED' });
  });

  it('is not available before a first attempt, after a pass, or while a review is awaited', async () => {
    const never = await testWithStudent();
    await recordPaidRetake(t.app.db, never.student.id, never.task.id);

    const passed = await testWithStudent();
    await submitted(t.app, passed.student, passed.task.id, [
      rightAnswer(question(passed.questions, 0)),
    ]);
    await recordPaidRetake(t.app.db, passed.student.id, passed.task.id);

    const waiting = await testWithStudent({ passPercent: 0, questions: [freeText()] });
    await submitted(t.app, waiting.student, waiting.task.id, [
      rightAnswer(question(waiting.questions, 0)),
    ]);
    await recordPaidRetake(t.app.db, waiting.student.id, waiting.task.id);

    for (const { student, task: created } of [never, passed, waiting]) {
      expect(errorOf(await openRetake(t.app, student, created.id))).toEqual({
        statusCode: 409,
        message: 'ERR_TASK_RETAKE_NOT_AVAILABLE',
      });
    }
  });

  it('counts only a succeeded retake payment of this student for this test', async () => {
    const { task: created, student } = await failedOnce();
    const otherTask = await testWithStudent();
    const classmate = await signedIn(t.app, {
      directionId: (await createContent(t.app)).directionId,
    });
    await recordPaidRetake(t.app.db, student.id, otherTask.task.id);
    await recordPaidRetake(t.app.db, classmate.id, created.id);
    await t.app.db.insert(payments).values({
      userId: student.id,
      idempotencyKey: 'pending-retake',
      requestHash: 'hash',
      status: 'pending',
      purpose: 'retake',
      amount: 1500,
      currency: 'USD',
      description: 'Test retake',
      provider: 'sandbox',
      taskId: created.id,
    });
    expect(await billing().hasPaidRetake(student.id, created.id)).toBe(false);
    expect((await task(student, created.id)).assignment?.retakePaid).toBe(false);
    expect(errorOf(await openRetake(t.app, student, created.id))).toEqual({
      statusCode: 409,
      message: 'ERR_TASK_RETAKE_NOT_PAID',
    });
  });

  it('answers 404 for an unknown test and 403 outside the student’s directions', async () => {
    const { task: created } = await failedOnce();
    const outsider = await signedIn(t.app, {
      directionId: (await createContent(t.app)).directionId,
    });
    expect(errorOf(await openRetake(t.app, outsider, created.id))).toEqual({
      statusCode: 403,
      message: 'ERR_USER_FORBIDDEN',
    });
    expect(errorOf(await openRetake(t.app, outsider, 2_000_000_000))).toEqual({
      statusCode: 404,
      message: 'ERR_TASK_NOT_EXISTS',
    });
  });
});

describe('one submission per attempt, one retake, however many requests arrive at once', () => {
  const PARALLEL = 20;

  const assignmentRow = async (userId: number, taskId: number) => {
    const rows = await t.app.db
      .select()
      .from(taskAssignments)
      .where(and(eq(taskAssignments.userId, userId), eq(taskAssignments.taskId, taskId)));
    expect(rows).toHaveLength(1);
    return rows[0];
  };

  it(`${PARALLEL} parallel submissions of the first and then the second attempt record one each`, async () => {
    const {
      task: created,
      questions,
      student,
    } = await testWithStudent({
      passPercent: 100,
      questions: [neutral()],
    });
    const only = question(questions, 0);

    const first = await Promise.all(
      Array.from({ length: PARALLEL }, () =>
        submitAnswers(t.app, student, created.id, [wrongAnswer(only)]),
      ),
    );
    expect(first.filter((r) => r.statusCode === 200)).toHaveLength(1);
    for (const refused of first.filter((r) => r.statusCode !== 200)) {
      expect(errorOf(refused)).toEqual({ statusCode: 409, message: 'ERR_TASK_ALREADY_SUBMITTED' });
    }
    expect(await assignmentRow(student.id, created.id)).toMatchObject({
      attempt: 1,
      status: 'completed',
      reviewStatus: 'failed',
    });

    await recordPaidRetake(t.app.db, student.id, created.id);
    await retake(student, created.id);
    const second = await Promise.all(
      Array.from({ length: PARALLEL }, () =>
        submitAnswers(t.app, student, created.id, [rightAnswer(only)]),
      ),
    );
    expect(second.filter((r) => r.statusCode === 200)).toHaveLength(1);
    for (const refused of second.filter((r) => r.statusCode !== 200)) {
      expect(errorOf(refused)).toEqual({ statusCode: 409, message: 'ERR_TASK_ALREADY_SUBMITTED' });
    }
    expect(await assignmentRow(student.id, created.id)).toMatchObject({
      attempt: 2,
      status: 'completed',
      reviewStatus: 'passed',
    });
  });

  it('parallel retake requests open one second attempt, and nothing allows a third', async () => {
    const {
      task: created,
      questions,
      student,
    } = await testWithStudent({
      passPercent: 100,
      questions: [neutral()],
    });
    const only = question(questions, 0);
    await submitted(t.app, student, created.id, [wrongAnswer(only)]);
    await recordPaidRetake(t.app.db, student.id, created.id);

    const responses = await Promise.all(
      Array.from({ length: PARALLEL }, () => openRetake(t.app, student, created.id)),
    );
    expect(responses.map((r) => r.statusCode)).toEqual(Array(PARALLEL).fill(200));
    const states = responses.map((r) => r.json<TaskResponse>());
    for (const state of states) expect(state).toEqual(states[0]);
    expect(states[0]?.assignment).toMatchObject({ status: 'incomplete', attempt: 1 });
    expect(await assignmentRow(student.id, created.id)).toMatchObject({
      attempt: 1,
      status: 'incomplete',
    });

    const second = await submitted(t.app, student, created.id, [wrongAnswer(only)]);
    expect(second.assignment).toMatchObject({ attempt: 2, reviewStatus: 'failed' });
    const after = await Promise.all([
      openRetake(t.app, student, created.id),
      openRetake(t.app, student, created.id),
      submitAnswers(t.app, student, created.id, [rightAnswer(only)]),
    ]);
    expect(after.map(errorOf)).toEqual([
      { statusCode: 409, message: 'ERR_TASK_RETAKE_NOT_AVAILABLE' },
      { statusCode: 409, message: 'ERR_TASK_RETAKE_NOT_AVAILABLE' },
      { statusCode: 409, message: 'ERR_TASK_ALREADY_SUBMITTED' },
    ]);
    expect((await assignmentRow(student.id, created.id))?.attempt).toBe(2);
  });
});
