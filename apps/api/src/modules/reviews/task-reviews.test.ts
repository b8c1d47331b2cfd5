import {
  isTaskPassed,
  type TaskResponse,
  type TaskReview,
  taskItemState,
  taskReviewSchema,
} from '@academy/contracts';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog, taskAssignments } from '../../db/schema/index.js';
import { buildTestApp, type TestApp } from '../../test/app.js';
import { recordPaidRetake } from '../../test/billing-builders.js';
import { testClock } from '../../test/builders.js';
import {
  createContent,
  freeText,
  multipleChoice,
  singleChoice,
  type TaskSpec,
} from '../../test/learning-builders.js';
import {
  getTask,
  openRetake,
  rightAnswer,
  type SignedIn,
  signedIn,
  submitted,
  wrongAnswer,
} from '../../test/task-requests.js';

const clock = testClock('2026-04-02T08:00:00.000Z');
let t: TestApp;
let mentor: SignedIn;
let admin: SignedIn;

beforeAll(async () => {
  t = await buildTestApp({}, { now: clock.now });
  mentor = await signedIn(t.app, { role: 'mentor', fullName: 'Mira Mentor' });
  admin = await signedIn(t.app, { role: 'admin', fullName: 'Ada Admin' });
});

afterAll(async () => {
  await t.close();
});

const errorOf = (response: { statusCode: number; json: () => unknown }) => ({
  statusCode: response.statusCode,
  message: (response.json() as { message: string }).message,
});

const reviewUrl = (id: number) => `/v1/admin/reviews/tasks/${id}`;

const getReview = (user: SignedIn, id: number) =>
  t.app.inject({ method: 'GET', url: reviewUrl(id), headers: user.headers });

const decide = (user: SignedIn, id: number, payload: Record<string, unknown>) =>
  t.app.inject({ method: 'POST', url: reviewUrl(id), headers: user.headers, payload });

async function studentTask(student: SignedIn, taskId: number): Promise<TaskResponse> {
  const response = await getTask(t.app, student, taskId);
  expect(response.statusCode, response.body).toBe(200);
  return response.json<TaskResponse>();
}

/**
 * A test of a choice question (correct first option), a multiple-choice one and a free-text
 * one, and a student whose attempt met the pass mark: it waits for a mentor.
 */
async function waitingAttempt(spec: TaskSpec = {}) {
  const content = await createContent(t.app, {
    subjectTitle: 'JavaScript',
    chapters: [
      {
        tasks: [
          {
            title: 'Scopes',
            passPercent: 50,
            questions: [
              singleChoice({ text: 'Which keyword?', answers: ['let', 'var'], points: 2 }),
              multipleChoice({ text: 'Which are block scoped?', answers: ['let', 'const', 'var'] }),
              freeText({ text: 'Explain the temporal dead zone' }),
            ],
            ...spec,
          },
        ],
      },
    ],
  });
  const task = content.chapters[0]?.tasks[0];
  const [single, multiple, text] = task?.questions ?? [];
  if (!task || !single || !multiple || !text) throw new Error('No test created');
  const student = await signedIn(t.app, {
    directionId: content.directionId,
    fullName: 'Sona Student',
  });
  const answered = await submitted(t.app, student, task.id, [
    rightAnswer(single),
    wrongAnswer(multiple),
    rightAnswer(text, 'It is the time before the declaration runs'),
  ]);
  expect(answered.assignment?.reviewStatus).toBe('not_checked_yet');
  const assignmentId = answered.assignment?.id;
  if (assignmentId === undefined) throw new Error('No assignment');
  return { content, task, single, multiple, text, student, assignmentId };
}

describe('GET /v1/admin/reviews/tasks/{id}', () => {
  it('shows staff the attempt with the student, the score and which answers are correct', async () => {
    const { task, single, multiple, text, student, assignmentId } = await waitingAttempt();
    for (const reviewer of [mentor, admin]) {
      const response = await getReview(reviewer, assignmentId);
      expect(response.statusCode).toBe(200);
      const review = response.json<TaskReview>();
      expect(taskReviewSchema.parse(review)).toEqual(review);
      expect(review).toEqual({
        kind: 'task',
        id: assignmentId,
        task: { id: task.id, title: 'Scopes', description: '', passPercent: 50 },
        subjectTitle: 'JavaScript',
        student: { id: student.id, fullName: 'Sona Student', email: student.email },
        attempt: 1,
        score: 2,
        maxScore: 3,
        submittedAt: '2026-04-02T08:00:00.000Z',
        reviewStatus: 'not_checked_yet',
        reviewComment: null,
        reviewerName: null,
        reviewedAt: null,
        questions: [
          {
            id: single.id,
            text: 'Which keyword?',
            answerType: 'single',
            answers: [
              { id: single.answerIds[0], text: 'let', isSelected: true, isCorrect: true },
              { id: single.answerIds[1], text: 'var', isSelected: false, isCorrect: false },
            ],
            answerText: null,
            code: null,
            answerCode: null,
            codeResult: null,
          },
          {
            id: multiple.id,
            text: 'Which are block scoped?',
            answerType: 'multiple',
            answers: [
              { id: multiple.answerIds[0], text: 'let', isSelected: false, isCorrect: true },
              { id: multiple.answerIds[1], text: 'const', isSelected: false, isCorrect: true },
              { id: multiple.answerIds[2], text: 'var', isSelected: true, isCorrect: false },
            ],
            answerText: null,
            code: null,
            answerCode: null,
            codeResult: null,
          },
          {
            id: text.id,
            text: 'Explain the temporal dead zone',
            answerType: 'text',
            answers: [],
            answerText: 'It is the time before the declaration runs',
            code: null,
            answerCode: null,
            codeResult: null,
          },
        ],
      });
    }
  });

  it('refuses students and callers without a token, and answers 404 for unknown ids', async () => {
    const { student, assignmentId } = await waitingAttempt();
    expect(errorOf(await getReview(student, assignmentId))).toEqual({
      statusCode: 403,
      message: 'ERR_USER_FORBIDDEN',
    });
    expect(errorOf(await decide(student, assignmentId, { verdict: 'passed' }))).toEqual({
      statusCode: 403,
      message: 'ERR_USER_FORBIDDEN',
    });
    const anonymous = await t.app.inject({ method: 'GET', url: reviewUrl(assignmentId) });
    expect(anonymous.statusCode).toBe(401);
    expect(errorOf(await getReview(mentor, 2_000_000_000))).toEqual({
      statusCode: 404,
      message: 'ERR_NOT_FOUND',
    });
    expect(errorOf(await decide(mentor, 2_000_000_000, { verdict: 'passed' }))).toEqual({
      statusCode: 404,
      message: 'ERR_NOT_FOUND',
    });
  });
});

describe('POST /v1/admin/reviews/tasks/{id}', () => {
  it('passes an attempt: the student sees the verdict, the comment and every outcome, and the test counts as passed', async () => {
    const { task, student, assignmentId } = await waitingAttempt();
    clock.set('2026-04-02T08:10:00.000Z');
    const response = await decide(mentor, assignmentId, {
      verdict: 'passed',
      comment: '  Well explained.  ',
    });
    expect(response.statusCode).toBe(200);
    expect(response.json<TaskReview>()).toMatchObject({
      reviewStatus: 'passed',
      reviewComment: 'Well explained.',
      reviewerName: 'Mira Mentor',
      reviewedAt: '2026-04-02T08:10:00.000Z',
    });
    const [row] = await t.app.db
      .select()
      .from(taskAssignments)
      .where(eq(taskAssignments.id, assignmentId));
    expect(row?.reviewedBy).toBe(mentor.id);

    const seen = await studentTask(student, task.id);
    expect(seen.assignment).toMatchObject({
      status: 'completed',
      reviewStatus: 'passed',
      attempt: 1,
      reviewComment: 'Well explained.',
      reviewedAt: '2026-04-02T08:10:00.000Z',
    });
    expect(seen.questions.map((q) => q.outcome)).toEqual(['right', 'wrong', 'right']);

    // Progress counts passed tests (contracts' isTaskPassed) and shows the item as passed.
    const assignment = seen.assignment;
    if (!assignment) throw new Error('No assignment');
    expect(isTaskPassed(assignment)).toBe(true);
    expect(taskItemState(assignment)).toBe('passed');
  });

  it('records each verdict in the audit log with the status and comment before and after; none when refused', async () => {
    const auditOf = (id: number) =>
      t.app.db
        .select()
        .from(auditLog)
        .where(and(eq(auditLog.entityType, 'review'), eq(auditLog.entityId, `task:${id}`)));
    const passed = await waitingAttempt();
    expect((await decide(mentor, passed.assignmentId, { verdict: 'passed' })).statusCode).toBe(200);
    expect(await auditOf(passed.assignmentId)).toMatchObject([
      {
        actorId: mentor.id,
        action: 'pass',
        before: { reviewStatus: 'not_checked_yet', reviewComment: null },
        after: { reviewStatus: 'passed', reviewComment: null },
      },
    ]);
    // Refused (decided already, or no comment): no entry.
    await decide(admin, passed.assignmentId, { verdict: 'failed', comment: 'Late' });
    expect(await auditOf(passed.assignmentId)).toHaveLength(1);

    const failed = await waitingAttempt();
    expect((await decide(admin, failed.assignmentId, { verdict: 'failed' })).statusCode).toBe(400);
    expect(await auditOf(failed.assignmentId)).toEqual([]);
    const response = await decide(admin, failed.assignmentId, {
      verdict: 'failed',
      comment: 'Explain it with an example.',
    });
    expect(response.statusCode).toBe(200);
    expect(await auditOf(failed.assignmentId)).toMatchObject([
      {
        actorId: admin.id,
        action: 'fail',
        before: { reviewStatus: 'not_checked_yet', reviewComment: null },
        after: { reviewStatus: 'failed', reviewComment: 'Explain it with an example.' },
      },
    ]);
  });

  it('requires a comment to fail an attempt', async () => {
    const { assignmentId } = await waitingAttempt();
    for (const payload of [{ verdict: 'failed' }, { verdict: 'failed', comment: '   ' }]) {
      const response = await decide(mentor, assignmentId, payload);
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({
        statusCode: 400,
        message: 'ERR_VALIDATION',
        errors: [{ field: 'comment', message: 'This field is required' }],
      });
    }
    const review = (await getReview(mentor, assignmentId)).json<TaskReview>();
    expect(review.reviewStatus).toBe('not_checked_yet');
  });

  it('decides an attempt once: a second decision is refused, also when two arrive at once', async () => {
    const first = await waitingAttempt();
    expect((await decide(admin, first.assignmentId, { verdict: 'passed' })).statusCode).toBe(200);
    expect(
      errorOf(await decide(mentor, first.assignmentId, { verdict: 'failed', comment: 'No' })),
    ).toEqual({ statusCode: 409, message: 'ERR_REVIEW_ALREADY_DONE' });
    const kept = (await getReview(mentor, first.assignmentId)).json<TaskReview>();
    expect(kept).toMatchObject({ reviewStatus: 'passed', reviewerName: 'Ada Admin' });
    expect(kept.reviewComment).toBeNull();

    const second = await waitingAttempt();
    const responses = await Promise.all([
      decide(mentor, second.assignmentId, { verdict: 'passed' }),
      decide(admin, second.assignmentId, { verdict: 'failed', comment: 'Too short' }),
    ]);
    expect(responses.map((r) => r.statusCode).sort()).toEqual([200, 409]);
    const refused = responses.find((r) => r.statusCode === 409);
    expect(refused && errorOf(refused)).toEqual({
      statusCode: 409,
      message: 'ERR_REVIEW_ALREADY_DONE',
    });
  });

  it('refuses attempts that wait for no review: scored at once, or a retake still open', async () => {
    const content = await createContent(t.app, {
      chapters: [{ tasks: [{ passPercent: 100, questions: [singleChoice(), freeText()] }] }],
    });
    const task = content.chapters[0]?.tasks[0];
    const [choice] = task?.questions ?? [];
    if (!task || !choice) throw new Error('No test created');
    const student = await signedIn(t.app, { directionId: content.directionId });
    // Below the pass mark: failed at once, not a mentor's to decide.
    const failed = await submitted(t.app, student, task.id, [wrongAnswer(choice)]);
    const id = failed.assignment?.id ?? 0;
    expect(errorOf(await decide(mentor, id, { verdict: 'passed' }))).toEqual({
      statusCode: 409,
      message: 'ERR_REVIEW_ALREADY_DONE',
    });
    // An open retake has no submitted attempt to show or decide.
    await recordPaidRetake(t.app.db, student.id, task.id);
    expect((await openRetake(t.app, student, task.id)).statusCode).toBe(200);
    expect(errorOf(await getReview(mentor, id))).toEqual({
      statusCode: 404,
      message: 'ERR_NOT_FOUND',
    });
    expect(errorOf(await decide(mentor, id, { verdict: 'passed' }))).toEqual({
      statusCode: 409,
      message: 'ERR_REVIEW_ALREADY_DONE',
    });
  });

  it('after a failed review the retake rules apply; a failed second attempt reveals the outcomes', async () => {
    const { task, single, multiple, text, student, assignmentId } = await waitingAttempt();
    const failed = await decide(mentor, assignmentId, {
      verdict: 'failed',
      comment: 'The dead zone is about let and const.',
    });
    expect(failed.statusCode).toBe(200);

    const seen = await getTask(t.app, student, task.id);
    const body = seen.json<TaskResponse>();
    expect(body.assignment).toMatchObject({
      status: 'completed',
      reviewStatus: 'failed',
      attempt: 1,
      reviewComment: 'The dead zone is about let and const.',
    });
    // A retake is still possible: nothing says which answers were right.
    expect(seen.body).not.toMatch(/correct/i);
    expect(body.questions.map((q) => q.outcome)).toEqual([null, null, null]);

    expect(errorOf(await openRetake(t.app, student, task.id))).toEqual({
      statusCode: 409,
      message: 'ERR_TASK_RETAKE_NOT_PAID',
    });
    await recordPaidRetake(t.app.db, student.id, task.id);
    const opened = await openRetake(t.app, student, task.id);
    expect(opened.json<TaskResponse>().assignment).toMatchObject({
      status: 'incomplete',
      reviewStatus: 'not_checked_yet',
      reviewComment: null,
      reviewedAt: null,
    });

    const second = await submitted(t.app, student, task.id, [
      rightAnswer(single),
      rightAnswer(multiple),
      rightAnswer(text, 'A second try'),
    ]);
    expect(second.assignment).toMatchObject({
      attempt: 2,
      reviewStatus: 'not_checked_yet',
      score: 3,
    });
    expect((await getReview(mentor, assignmentId)).json<TaskReview>()).toMatchObject({
      attempt: 2,
      reviewStatus: 'not_checked_yet',
      reviewerName: null,
    });
    expect(
      (await decide(mentor, assignmentId, { verdict: 'failed', comment: 'Still unclear.' }))
        .statusCode,
    ).toBe(200);

    const last = await studentTask(student, task.id);
    expect(last.assignment).toMatchObject({ attempt: 2, reviewStatus: 'failed' });
    expect(last.questions.map((q) => q.outcome)).toEqual(['right', 'right', 'wrong']);
    expect(errorOf(await openRetake(t.app, student, task.id))).toEqual({
      statusCode: 409,
      message: 'ERR_TASK_RETAKE_NOT_AVAILABLE',
    });
  });
});
