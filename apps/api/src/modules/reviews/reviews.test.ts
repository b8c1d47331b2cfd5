import type {
  MiniProjectResponse,
  MiniProjectReview,
  ReviewQueueResponse,
  UploadedFile,
} from '@academy/contracts';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog, projectAssignments, taskAssignments } from '../../db/schema/index.js';
import { buildTestApp, type TestApp } from '../../test/app.js';
import { bearer, createUser, login, testClock } from '../../test/builders.js';
import { createContent, enrol, singleChoice } from '../../test/learning-builders.js';
import {
  GITHUB_LINK,
  sampleFiles,
  submitMiniProject,
  uploadFile,
} from '../../test/mini-projects.js';

const clock = testClock(new Date());
let t: TestApp;
let directionId: number;
let projectId: number;
let secondProjectId: number;
let textQuestionId: number;
let fileQuestionId: number;
let landingQuestionId: number;
let taskId: number;
let mentor: { id: number; token: string };
let admin: { id: number; token: string };

beforeAll(async () => {
  t = await buildTestApp({}, { now: clock.now });
  const content = await createContent(t.app, {
    subjectTitle: 'Web basics',
    chapters: [
      {
        tasks: [{ title: 'HTML quiz', questions: [singleChoice()] }],
        miniProjects: [
          {
            title: 'Portfolio page',
            questions: [
              { text: 'What did you build?', answerType: 'text' },
              { text: 'A screenshot of it', answerType: 'file' },
            ],
          },
          { title: 'Landing page' },
        ],
      },
    ],
  });
  directionId = content.directionId;
  const [project, second] = content.chapters[0]?.miniProjects ?? [];
  if (!project || !second) throw new Error('Content missing');
  projectId = project.id;
  secondProjectId = second.id;
  textQuestionId = project.questions[0]?.id as number;
  fileQuestionId = project.questions[1]?.id as number;
  landingQuestionId = second.questions[0]?.id as number;
  taskId = content.taskIds[0] as number;
  const mentorUser = await createUser(t.app, { role: 'mentor', fullName: 'Mia Mentor' });
  mentor = { id: mentorUser.id, token: (await login(t.app, mentorUser)).accessToken };
  const adminUser = await createUser(t.app, { role: 'admin', fullName: 'Adam Admin' });
  admin = { id: adminUser.id, token: (await login(t.app, adminUser)).accessToken };
});

afterAll(async () => {
  await t.close();
});

async function newStudent(fullName = 'Ada Student') {
  const user = await createUser(t.app, { fullName });
  await enrol(t.app, user.id, directionId);
  return { ...user, fullName, token: (await login(t.app, user)).accessToken };
}

/** Submits the portfolio project (with a fresh screenshot) and answers the submission. */
async function submitPortfolio(token: string, text = 'A page about me') {
  const upload = await uploadFile(t.app, token, projectId, {
    name: 'screen.png',
    data: sampleFiles.png(),
  });
  const file = upload.json<UploadedFile>();
  const response = await submitMiniProject(t.app, token, projectId, {
    githubLink: GITHUB_LINK,
    answers: [
      { questionId: textQuestionId, answerText: text },
      { questionId: fileQuestionId, fileId: file.id },
    ],
  });
  expect(response.statusCode, response.body).toBe(200);
  const project = response.json<MiniProjectResponse>();
  return { submissionId: project.submissions[0]?.id as number, file, project };
}

async function submitLanding(token: string) {
  const response = await submitMiniProject(t.app, token, secondProjectId, {
    githubLink: GITHUB_LINK,
    answers: [{ questionId: landingQuestionId, answerText: 'Done' }],
  });
  expect(response.statusCode, response.body).toBe(200);
  return response.json<MiniProjectResponse>().submissions[0]?.id as number;
}

const getQueue = (token: string, query = '') =>
  t.app.inject({ method: 'GET', url: `/v1/admin/reviews${query}`, headers: bearer(token) });
const getReview = (token: string, id: number) =>
  t.app.inject({
    method: 'GET',
    url: `/v1/admin/reviews/mini-projects/${id}`,
    headers: bearer(token),
  });
const decide = (token: string, id: number, body: Record<string, unknown>) =>
  t.app.inject({
    method: 'POST',
    url: `/v1/admin/reviews/mini-projects/${id}`,
    headers: bearer(token),
    payload: body,
  });

/** Takes every waiting piece of work out of the queue, so a test sees only its own. */
async function emptyQueue() {
  await t.app.db
    .update(taskAssignments)
    .set({ reviewStatus: 'passed' })
    .where(eq(taskAssignments.reviewStatus, 'not_checked_yet'));
  const queue = (await getQueue(mentor.token, '?limit=100')).json<ReviewQueueResponse>();
  for (const item of queue.items) {
    if (item.kind === 'mini-project') await decide(mentor.token, item.id, { verdict: 'passed' });
  }
}

describe('who may review', () => {
  it('staff only: students are refused, mentors and admins served', async () => {
    const student = await newStudent();
    const { submissionId } = await submitPortfolio(student.token);
    const calls = [
      (token: string) => getQueue(token),
      (token: string) => getReview(token, submissionId),
      (token: string) => decide(token, submissionId, { verdict: 'failed' }),
    ];
    for (const call of calls) {
      const refused = await call(student.token);
      expect(refused.statusCode).toBe(403);
      expect(refused.json()).toEqual({ statusCode: 403, message: 'ERR_USER_FORBIDDEN' });
    }
    const anonymous = await t.app.inject({ method: 'GET', url: '/v1/admin/reviews' });
    expect(anonymous.statusCode).toBe(401);

    for (const staff of [mentor, admin]) {
      expect((await getQueue(staff.token)).statusCode).toBe(200);
      expect((await getReview(staff.token, submissionId)).statusCode).toBe(200);
    }
    // A failure needs its comment; a pass does not.
    const noComment = await decide(admin.token, submissionId, { verdict: 'failed' });
    expect(noComment.statusCode).toBe(400);
    expect(noComment.json()).toMatchObject({
      message: 'ERR_VALIDATION',
      errors: [{ field: 'comment' }],
    });
    const passed = await decide(admin.token, submissionId, { verdict: 'passed' });
    expect(passed.statusCode, passed.body).toBe(200);
    expect(passed.json<MiniProjectReview>()).toMatchObject({
      reviewStatus: 'passed',
      reviewComment: null,
      reviewerName: 'Adam Admin',
    });
  });
});

describe('GET /v1/admin/reviews', () => {
  it('lists waiting submissions and test attempts together, oldest first, with the total', async () => {
    await emptyQueue();
    const ann = await newStudent('Ann First');
    const bob = await newStudent('Bob Second');
    const cid = await newStudent('Cid Third');

    clock.advance(60_000);
    const annPortfolio = await submitPortfolio(ann.token);
    clock.advance(60_000);
    // A test attempt with free-text answers, waiting for a mentor (written as the test
    // module leaves it), between the two submissions.
    const attemptAt = clock.now();
    const [attempt] = await t.app.db
      .insert(taskAssignments)
      .values({
        userId: bob.id,
        taskId,
        status: 'completed',
        reviewStatus: 'not_checked_yet',
        attempt: 2,
        score: 1,
        maxScore: 1,
        submittedAt: attemptAt,
      })
      .returning({ id: taskAssignments.id });
    // Not waiting: an open retake, and a decided attempt.
    await t.app.db.insert(taskAssignments).values([
      { userId: ann.id, taskId, status: 'incomplete', reviewStatus: 'not_checked_yet', attempt: 1 },
      {
        userId: cid.id,
        taskId,
        status: 'completed',
        reviewStatus: 'failed',
        attempt: 1,
        submittedAt: attemptAt,
      },
    ]);
    clock.advance(60_000);
    const cidLanding = await submitLanding(cid.token);

    const response = await getQueue(mentor.token);
    expect(response.statusCode, response.body).toBe(200);
    const queue = response.json<ReviewQueueResponse>();
    expect(queue.total).toBe(3);
    expect(queue.items).toEqual([
      {
        kind: 'mini-project',
        id: annPortfolio.submissionId,
        itemId: projectId,
        title: 'Portfolio page',
        subjectTitle: 'Web basics',
        student: { id: ann.id, fullName: 'Ann First', email: ann.email },
        attempt: 1,
        submittedAt: annPortfolio.project.submissions[0]?.submittedAt,
        late: false,
      },
      {
        kind: 'task',
        id: attempt?.id,
        itemId: taskId,
        title: 'HTML quiz',
        subjectTitle: 'Web basics',
        student: { id: bob.id, fullName: 'Bob Second', email: bob.email },
        attempt: 2,
        submittedAt: attemptAt.toISOString(),
        late: false,
      },
      {
        kind: 'mini-project',
        id: cidLanding,
        itemId: secondProjectId,
        title: 'Landing page',
        subjectTitle: 'Web basics',
        student: { id: cid.id, fullName: 'Cid Third', email: cid.email },
        attempt: 1,
        submittedAt: clock.now().toISOString(),
        late: false,
      },
    ]);

    const firstTwo = (await getQueue(mentor.token, '?limit=2')).json<ReviewQueueResponse>();
    expect(firstTwo.total).toBe(3);
    expect(firstTwo.items.map((item) => item.id)).toEqual(
      queue.items.slice(0, 2).map((item) => item.id),
    );
    for (const limit of ['0', '101', 'many']) {
      const invalid = await getQueue(mentor.token, `?limit=${limit}`);
      expect(invalid.statusCode).toBe(400);
    }

    // Filters: the kind, and a student's name or e-mail (any case, wildcards taken literally).
    const ids = async (query: string) => {
      const response = await getQueue(mentor.token, query);
      expect(response.statusCode, response.body).toBe(200);
      const body = response.json<ReviewQueueResponse>();
      expect(body.total).toBe(body.items.length);
      return body.items.map((item) => item.id);
    };
    expect(await ids('?kind=task')).toEqual([attempt?.id]);
    expect(await ids('?kind=mini-project')).toEqual([annPortfolio.submissionId, cidLanding]);
    expect(await ids('?search=ANN%20f')).toEqual([annPortfolio.submissionId]);
    expect(await ids(`?search=${encodeURIComponent(bob.email.toUpperCase())}`)).toEqual([
      attempt?.id,
    ]);
    expect(await ids('?search=second&kind=mini-project')).toEqual([]);
    expect(await ids('?search=%25')).toEqual([]);
    expect(await ids('?search=_')).toEqual([]);
    for (const query of ['?kind=lecture', '?search=%20%20', `?search=${'a'.repeat(101)}`]) {
      expect((await getQueue(mentor.token, query)).statusCode).toBe(400);
    }
  });
});

describe('reviewing a mini project', () => {
  it('a fail, a resubmission and a pass: the history keeps both with their reviews', async () => {
    await emptyQueue();
    const student = await newStudent('Eve Student');
    clock.advance(1000);
    const first = await submitPortfolio(student.token, 'My first try');

    const view = await getReview(mentor.token, first.submissionId);
    expect(view.statusCode, view.body).toBe(200);
    const submittedFile = {
      id: first.file.id,
      path: `/files/${first.file.id}`,
      name: 'screen.png',
      size: first.file.size,
      contentType: 'image/png',
    };
    expect(view.json<MiniProjectReview>()).toMatchObject({
      kind: 'mini-project',
      id: first.submissionId,
      miniProject: { id: projectId, title: 'Portfolio page', description: 'Build something' },
      subjectTitle: 'Web basics',
      student: { id: student.id, fullName: 'Eve Student', email: student.email },
      githubLink: GITHUB_LINK,
      reviewStatus: 'not_checked_yet',
      reviewComment: null,
      reviewerName: null,
      reviewedAt: null,
      studentAnswers: [
        { question: { id: textQuestionId }, answerText: 'My first try', file: null },
        { question: { id: fileQuestionId }, answerText: null, file: submittedFile },
      ],
    });
    // The mentor downloads the private file.
    const download = await t.app.inject({
      method: 'GET',
      url: `/v1${submittedFile.path}`,
      headers: bearer(mentor.token),
    });
    expect(download.statusCode).toBe(200);

    clock.advance(1000);
    const failedAt = clock.now().toISOString();
    const failed = await decide(mentor.token, first.submissionId, {
      verdict: 'failed',
      comment: '  Add a contact form.  ',
    });
    expect(failed.statusCode, failed.body).toBe(200);
    expect(failed.json<MiniProjectReview>()).toMatchObject({
      reviewStatus: 'failed',
      reviewComment: 'Add a contact form.',
      reviewerName: 'Mia Mentor',
      reviewedAt: failedAt,
    });
    const twice = await decide(admin.token, first.submissionId, { verdict: 'passed' });
    expect(twice.statusCode).toBe(409);
    expect(twice.json()).toEqual({ statusCode: 409, message: 'ERR_REVIEW_ALREADY_DONE' });

    const studentView = (
      await t.app.inject({
        method: 'GET',
        url: `/v1/mini-projects/${projectId}`,
        headers: bearer(student.token),
      })
    ).json<MiniProjectResponse>();
    expect(studentView.projectAssignments[0]).toMatchObject({
      reviewStatus: 'failed',
      reviewComment: 'Add a contact form.',
    });

    clock.advance(1000);
    const second = await submitPortfolio(student.token, 'With a contact form');
    const queue = (await getQueue(mentor.token)).json<ReviewQueueResponse>();
    expect(queue.items).toEqual([
      expect.objectContaining({ kind: 'mini-project', id: second.submissionId, attempt: 2 }),
    ]);

    clock.advance(1000);
    const passed = await decide(admin.token, second.submissionId, {
      verdict: 'passed',
      comment: 'Well done.',
    });
    expect(passed.statusCode, passed.body).toBe(200);
    const review = passed.json<MiniProjectReview>();
    expect(review.history.map((entry) => entry.id)).toEqual([
      second.submissionId,
      first.submissionId,
    ]);
    expect(review.history).toMatchObject([
      {
        reviewStatus: 'passed',
        reviewComment: 'Well done.',
        reviewerName: 'Adam Admin',
        studentAnswers: [{ answerText: 'With a contact form' }, { file: { id: second.file.id } }],
      },
      {
        reviewStatus: 'failed',
        reviewComment: 'Add a contact form.',
        reviewerName: 'Mia Mentor',
        reviewedAt: failedAt,
        studentAnswers: [{ answerText: 'My first try' }, { file: { id: first.file.id } }],
      },
    ]);

    // The older submission's review shows the same history.
    const older = (await getReview(mentor.token, first.submissionId)).json<MiniProjectReview>();
    expect(older.history).toEqual(review.history);

    // Passed: it counts at once (the assignment is what progress counts), and is closed.
    const [assignment] = await t.app.db
      .select({ reviewStatus: projectAssignments.reviewStatus })
      .from(projectAssignments)
      .where(
        and(
          eq(projectAssignments.userId, student.id),
          eq(projectAssignments.miniProjectId, projectId),
        ),
      );
    expect(assignment?.reviewStatus).toBe('passed');
    const after = (
      await t.app.inject({
        method: 'GET',
        url: `/v1/mini-projects/${projectId}`,
        headers: bearer(student.token),
      })
    ).json<MiniProjectResponse>();
    expect(after.projectAssignments[0]?.reviewStatus).toBe('passed');
    expect(after.submissions).toEqual(review.history);
    const closed = await submitMiniProject(t.app, student.token, projectId, {
      githubLink: GITHUB_LINK,
      answers: [
        { questionId: textQuestionId, answerText: 'One more' },
        { questionId: fileQuestionId, fileId: second.file.id },
      ],
    });
    expect(closed.statusCode).toBe(409);
    expect(closed.json()).toEqual({ statusCode: 409, message: 'ERR_MINI_PROJECT_ALREADY_PASSED' });
    expect((await getQueue(mentor.token)).json<ReviewQueueResponse>().total).toBe(0);
  });

  it('writes each verdict to the audit log in its transaction, and nothing for a refused one', async () => {
    const student = await newStudent();
    const { submissionId } = await submitPortfolio(student.token);
    const entries = () =>
      t.app.db
        .select()
        .from(auditLog)
        .where(
          and(
            eq(auditLog.entityType, 'review'),
            eq(auditLog.entityId, `mini-project:${submissionId}`),
          ),
        );
    expect((await decide(mentor.token, submissionId, { verdict: 'failed' })).statusCode).toBe(400);
    expect(await entries()).toEqual([]);
    await decide(mentor.token, submissionId, { verdict: 'failed', comment: 'Add tests.' });
    expect(await decide(admin.token, submissionId, { verdict: 'passed' })).toMatchObject({
      statusCode: 409,
    });
    expect(await entries()).toMatchObject([
      {
        actorId: mentor.id,
        action: 'fail',
        before: { reviewStatus: 'not_checked_yet', reviewComment: null },
        after: { reviewStatus: 'failed', reviewComment: 'Add tests.' },
      },
    ]);
  });

  it('a resubmission sent ten times at once after a fail is stored once', async () => {
    const student = await newStudent();
    const first = await submitPortfolio(student.token);
    await decide(mentor.token, first.submissionId, { verdict: 'failed', comment: 'Again.' });

    const upload = await uploadFile(t.app, student.token, projectId, {
      name: 'screen.png',
      data: sampleFiles.png(),
    });
    const body = {
      githubLink: GITHUB_LINK,
      answers: [
        { questionId: textQuestionId, answerText: 'Second try' },
        { questionId: fileQuestionId, fileId: upload.json<UploadedFile>().id },
      ],
    };
    const responses = await Promise.all(
      Array.from({ length: 10 }, () => submitMiniProject(t.app, student.token, projectId, body)),
    );
    expect(responses.map((response) => response.statusCode).sort()).toEqual([
      200,
      ...Array(9).fill(409),
    ]);
    const view = (await getReview(mentor.token, first.submissionId)).json<MiniProjectReview>();
    expect(view.history).toHaveLength(2);
  });

  it('a verdict sent five times at once is recorded once', async () => {
    const student = await newStudent();
    const { submissionId } = await submitPortfolio(student.token);
    const responses = await Promise.all(
      Array.from({ length: 5 }, (_, index) =>
        decide(index % 2 ? mentor.token : admin.token, submissionId, {
          verdict: index % 2 ? 'failed' : 'passed',
          comment: `Verdict ${index}`,
        }),
      ),
    );
    const statuses = responses.map((response) => response.statusCode);
    expect(statuses.filter((status) => status === 200)).toHaveLength(1);
    expect(statuses.filter((status) => status === 409)).toHaveLength(4);
    const winner = responses.find((response) => response.statusCode === 200);
    const view = (await getReview(mentor.token, submissionId)).json<MiniProjectReview>();
    expect(view.reviewComment).toBe(winner?.json<MiniProjectReview>().reviewComment);
  });

  it('answers 404 for an unknown submission', async () => {
    const missing = await getReview(mentor.token, 999_999);
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toEqual({ statusCode: 404, message: 'ERR_NOT_FOUND' });
    const decided = await decide(mentor.token, 999_999, { verdict: 'passed' });
    expect(decided.statusCode).toBe(404);
    expect(decided.json()).toEqual({ statusCode: 404, message: 'ERR_NOT_FOUND' });
  });
});
