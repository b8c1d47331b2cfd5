import type {
  AdminUser,
  CompletionResponse,
  MiniProjectResponse,
  ReviewCorrection,
} from '@academy/contracts';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog, certificates, taskAssignments } from '../../db/schema/index.js';
import { buildTestApp, type TestApp } from '../../test/app.js';
import { testClock } from '../../test/builders.js';
import { createContent, freeText } from '../../test/learning-builders.js';
import { GITHUB_LINK, submitMiniProject } from '../../test/mini-projects.js';
import { rightAnswer, type SignedIn, signedIn, submitted } from '../../test/task-requests.js';

/*
 * POST admin/reviews/corrections (ARCHITECTURE.md, "Reviews"): an admin turns a verdict
 * around; the work, the audit log, the student's history, progress and certificates follow in
 * one transaction.
 */

const clock = testClock('2026-06-10T09:00:00.000Z');
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

const correct = (user: SignedIn, payload: Record<string, unknown>) =>
  t.app.inject({
    method: 'POST',
    url: '/v1/admin/reviews/corrections',
    headers: user.headers,
    payload,
  });

const decide = (id: number, payload: Record<string, unknown>) =>
  t.app.inject({
    method: 'POST',
    url: `/v1/admin/reviews/mini-projects/${id}`,
    headers: mentor.headers,
    payload,
  });

/** A direction whose only subject holds one mini project: passing it completes both. */
async function projectStudent() {
  const content = await createContent(t.app, {
    subjectTitle: 'Only subject',
    chapters: [{ miniProjects: [{ title: 'The one project' }] }],
  });
  const project = content.chapters[0]?.miniProjects[0];
  if (!project) throw new Error('No project');
  const student = await signedIn(t.app, { directionId: content.directionId });
  const submit = async () => {
    const response = await submitMiniProject(
      t.app,
      student.headers.authorization.slice(7),
      project.id,
      {
        githubLink: GITHUB_LINK,
        answers: project.questions.map((q) => ({ questionId: q.id, answerText: 'Done' })),
      },
    );
    expect(response.statusCode, response.body).toBe(200);
    const latest = response.json<MiniProjectResponse>().submissions[0];
    if (!latest) throw new Error('No submission');
    return latest.id;
  };
  return { content, project, student, submit };
}

const studentProject = async (student: SignedIn, projectId: number) => {
  const response = await t.app.inject({
    method: 'GET',
    url: `/v1/mini-projects/${projectId}`,
    headers: student.headers,
  });
  expect(response.statusCode, response.body).toBe(200);
  return response.json<MiniProjectResponse>();
};

const completion = async (student: SignedIn) => {
  const response = await t.app.inject({
    method: 'GET',
    url: '/v1/students/completion',
    headers: student.headers,
  });
  expect(response.statusCode, response.body).toBe(200);
  return response.json<CompletionResponse>();
};

const adminView = async (userId: number) =>
  (
    await t.app.inject({ method: 'GET', url: `/v1/admin/users/${userId}`, headers: admin.headers })
  ).json<AdminUser>();

describe('POST /v1/admin/reviews/corrections', () => {
  it('turns a wrong pass into a failure: history, audit, progress and certificates follow', async () => {
    const { project, student, submit } = await projectStudent();
    const submissionId = await submit();
    expect((await decide(submissionId, { verdict: 'passed' })).statusCode).toBe(200);
    const earned = await completion(student);
    expect(earned.map((c) => [c.kind, c.revokedAt])).toEqual(
      expect.arrayContaining([
        ['subject', null],
        ['direction', null],
      ]),
    );

    clock.advance(60_000);
    const response = await correct(admin, {
      kind: 'mini-project',
      id: submissionId,
      verdict: 'failed',
      reason: 'The repository is a copy of another student’s',
    });
    expect(response.statusCode, response.body).toBe(200);
    const body = response.json<ReviewCorrection>();
    expect(body).toMatchObject({ kind: 'mini-project', id: submissionId, reviewStatus: 'failed' });
    expect(body.certificates.issued).toEqual([]);
    expect(body.certificates.revoked.toSorted()).toEqual(earned.map((c) => c.id).toSorted());

    // The student's own history of the work says it, with the admin and the reason.
    const mine = await studentProject(student, project.id);
    expect(mine.submissions[0]).toMatchObject({
      id: submissionId,
      reviewStatus: 'failed',
      reviewComment: 'The repository is a copy of another student’s',
      reviewerName: 'Ada Admin',
      reviewedAt: clock.now().toISOString(),
    });
    // Progress counts the work no more; both certificates are revoked.
    const view = await adminView(student.id);
    expect(view.progress[0]?.subjects[0]).toMatchObject({ completedMiniProjectCount: 0 });
    expect((await completion(student)).every((c) => c.revokedAt !== null)).toBe(true);
    // The audit log has the change, before and after.
    const entries = await t.app.db
      .select()
      .from(auditLog)
      .where(
        and(
          eq(auditLog.entityType, 'review'),
          eq(auditLog.entityId, `mini-project:${submissionId}`),
        ),
      )
      .orderBy(auditLog.id);
    expect(entries.map((entry) => [entry.action, entry.actorId])).toEqual([
      ['pass', mentor.id],
      ['fail', admin.id],
    ]);
    expect(entries[1]).toMatchObject({
      before: { reviewStatus: 'passed', reviewComment: null },
      after: {
        reviewStatus: 'failed',
        reviewComment: 'The repository is a copy of another student’s',
        correction: true,
      },
    });
    const revocations = await t.app.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entityType, 'certificate'), eq(auditLog.actorId, admin.id)));
    expect(revocations.map((entry) => entry.entityId).toSorted()).toEqual(
      body.certificates.revoked.toSorted(),
    );
    // A failure lets the student submit again.
    await submit();
  });

  it('turns a wrong failure into a pass: the certificates now earned are issued', async () => {
    const { project, student, submit } = await projectStudent();
    const submissionId = await submit();
    expect(
      (await decide(submissionId, { verdict: 'failed', comment: 'No tests' })).statusCode,
    ).toBe(200);
    const response = await correct(admin, {
      kind: 'mini-project',
      id: submissionId,
      verdict: 'passed',
      reason: 'The tests are in the second folder',
    });
    expect(response.statusCode, response.body).toBe(200);
    const body = response.json<ReviewCorrection>();
    expect(body.certificates.revoked).toEqual([]);
    const issued = await completion(student);
    expect(issued.map((c) => c.id).toSorted()).toEqual(body.certificates.issued.toSorted());
    expect(issued.map((c) => c.kind).toSorted()).toEqual(['direction', 'subject']);
    expect((await studentProject(student, project.id)).submissions[0]?.reviewStatus).toBe('passed');
    expect((await adminView(student.id)).progress[0]?.subjects[0]).toMatchObject({
      completedMiniProjectCount: 1,
      progress: 100,
    });
  });

  it('issues new certificates when a correction to "failed" is itself corrected back', async () => {
    const { student, submit } = await projectStudent();
    const submissionId = await submit();
    expect((await decide(submissionId, { verdict: 'passed' })).statusCode).toBe(200);
    const first = await completion(student);
    clock.advance(60_000);
    const failed = await correct(admin, {
      kind: 'mini-project',
      id: submissionId,
      verdict: 'failed',
      reason: 'Looked like a copy',
    });
    expect(failed.json<ReviewCorrection>().certificates.revoked).toHaveLength(2);
    clock.advance(60_000);
    const passed = await correct(admin, {
      kind: 'mini-project',
      id: submissionId,
      verdict: 'passed',
      reason: 'It was the student’s own work after all',
    });
    expect(passed.statusCode, passed.body).toBe(200);
    const reissued = passed.json<ReviewCorrection>().certificates.issued;
    expect(reissued).toHaveLength(2);
    // The revoked ones stay revoked (their verification says so); the new ones are valid.
    const now = await completion(student);
    const valid = now.filter((c) => c.revokedAt === null);
    expect(valid.map((c) => c.id).toSorted()).toEqual(reissued.toSorted());
    expect(valid.map((c) => c.kind).toSorted()).toEqual(['direction', 'subject']);
    expect(
      now
        .filter((c) => c.revokedAt !== null)
        .map((c) => c.id)
        .toSorted(),
    ).toEqual(first.map((c) => c.id).toSorted());
    const rows = await t.app.db
      .select({ id: certificates.id, revokedAs: certificates.revokedAs })
      .from(certificates)
      .where(eq(certificates.userId, student.id));
    expect(rows.filter((row) => row.revokedAs === 'correction')).toHaveLength(2);
  });

  it('never issues again what an admin revoked by decision', async () => {
    const { student, submit } = await projectStudent();
    const submissionId = await submit();
    expect((await decide(submissionId, { verdict: 'passed' })).statusCode).toBe(200);
    const subject = (await completion(student)).find((c) => c.kind === 'subject');
    if (!subject) throw new Error('No subject certificate');
    const revoked = await t.app.inject({
      method: 'POST',
      url: `/v1/admin/certificates/${subject.id}/revocation`,
      headers: admin.headers,
      payload: { reason: 'Exam fraud proven', alsoDirection: true },
    });
    expect(revoked.statusCode, revoked.body).toBe(200);
    clock.advance(60_000);
    for (const verdict of ['failed', 'passed'] as const) {
      const response = await correct(admin, {
        kind: 'mini-project',
        id: submissionId,
        verdict,
        reason: `Corrected to ${verdict}`,
      });
      expect(response.statusCode, response.body).toBe(200);
      expect(response.json<ReviewCorrection>().certificates).toEqual({ issued: [], revoked: [] });
    }
    expect((await completion(student)).every((c) => c.revokedAt !== null)).toBe(true);
  });

  it('corrects a mentor’s verdict on a test attempt', async () => {
    const content = await createContent(t.app, {
      chapters: [{ tasks: [{ title: 'Essay', questions: [freeText({ text: 'Why?' })] }] }],
    });
    const task = content.chapters[0]?.tasks[0];
    const question = task?.questions[0];
    if (!task || !question) throw new Error('No test');
    const student = await signedIn(t.app, { directionId: content.directionId });
    const answered = await submitted(t.app, student, task.id, [rightAnswer(question)]);
    const id = answered.assignment?.id as number;
    const decided = await t.app.inject({
      method: 'POST',
      url: `/v1/admin/reviews/tasks/${id}`,
      headers: mentor.headers,
      payload: { verdict: 'passed' },
    });
    expect(decided.statusCode, decided.body).toBe(200);
    const response = await correct(admin, {
      kind: 'task',
      id,
      verdict: 'failed',
      reason: 'The answer is copied',
    });
    expect(response.statusCode, response.body).toBe(200);
    const [row] = await t.app.db.select().from(taskAssignments).where(eq(taskAssignments.id, id));
    expect(row).toMatchObject({
      reviewStatus: 'failed',
      reviewComment: 'The answer is copied',
      reviewedBy: admin.id,
    });
  });

  it('refuses what cannot be corrected, and changes nothing', async () => {
    const { project, student, submit } = await projectStudent();
    const waiting = await submit();
    const attempt = { kind: 'mini-project', id: waiting, verdict: 'failed', reason: 'Because' };
    expect(errorOf(await correct(admin, attempt))).toEqual({
      statusCode: 409,
      message: 'ERR_REVIEW_NOT_DONE',
    });
    expect(
      (await decide(waiting, { verdict: 'failed', comment: 'Missing parts' })).statusCode,
    ).toBe(200);
    expect(errorOf(await correct(admin, attempt))).toEqual({
      statusCode: 409,
      message: 'ERR_REVIEW_VERDICT_UNCHANGED',
    });
    await submit();
    expect(errorOf(await correct(admin, { ...attempt, verdict: 'passed' }))).toEqual({
      statusCode: 409,
      message: 'ERR_REVIEW_SUPERSEDED',
    });
    expect(errorOf(await correct(admin, { ...attempt, id: 999_999 }))).toEqual({
      statusCode: 404,
      message: 'ERR_NOT_FOUND',
    });
    // A reason is required; a mentor may not correct.
    const empty = await correct(admin, { ...attempt, verdict: 'passed', reason: '   ' });
    expect(empty.statusCode).toBe(400);
    expect(errorOf(await correct(mentor, { ...attempt, verdict: 'passed' }))).toEqual({
      statusCode: 403,
      message: 'ERR_USER_FORBIDDEN',
    });
    expect((await studentProject(student, project.id)).submissions[1]).toMatchObject({
      id: waiting,
      reviewStatus: 'failed',
      reviewComment: 'Missing parts',
    });
    const issued = await t.app.db
      .select()
      .from(certificates)
      .where(eq(certificates.userId, student.id));
    expect(issued).toEqual([]);
  });
});
