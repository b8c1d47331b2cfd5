import {
  IDEMPOTENCY_KEY_HEADER,
  type NotificationItem,
  type NotificationsPage,
  type PaymentResult,
} from '@academy/contracts';
import { aRegistrationRequest } from '@academy/testing';
import { and, eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  chapters,
  lectures,
  notifications,
  taskAssignments,
  tasks,
} from '../../db/schema/index.js';
import { buildTestApp, type TestApp } from '../../test/app.js';
import { createPlans, pay } from '../../test/billing-builders.js';
import {
  countryId,
  createExamSchedule,
  createUser,
  register,
  testClock,
} from '../../test/builders.js';
import { createContent, freeText } from '../../test/learning-builders.js';
import { GITHUB_LINK } from '../../test/mini-projects.js';
import { openNotificationStream } from '../../test/notification-stream.js';
import { rightAnswer, type SignedIn, signedIn, submitted } from '../../test/task-requests.js';
import { notificationEvents, notify } from './index.js';

/*
 * In-app notifications (ARCHITECTURE.md, "Notifications"): each event gives each recipient
 * one notification, in the event's own transaction; a grouped kind adds up in one unread row;
 * a user reads and marks only their own. On PGlite and, with DATABASE_URL, on PostgreSQL.
 */

/** Saturday 08:00 UTC; Monday 11:00 in Yerevan (UTC+4) is a sitting with free seats. */
const clock = testClock('2026-11-21T08:00:00.000Z');
const MONDAY_11 = '2026-11-23T07:00:00.000Z';

let t: TestApp;
let content: Awaited<ReturnType<typeof createContent>>;
let mentor: SignedIn;
let admin: SignedIn;

beforeAll(async () => {
  t = await buildTestApp({}, { now: clock.now });
  await createPlans(t.app);
  await createExamSchedule(t.app, { entries: [{ weekday: 1, time: '11:00', capacity: 10 }] });
  content = await createContent(t.app, {
    subjectTitle: 'Web basics',
    chapters: [
      {
        lectures: 0,
        tasks: [{ title: 'Essay', questions: [freeText()] }],
        miniProjects: [{ title: 'Portfolio', questions: [{ text: 'What?', answerType: 'text' }] }],
      },
    ],
  });
  mentor = await signedIn(t.app, { role: 'mentor', fullName: 'Mia Mentor' });
  admin = await signedIn(t.app, { role: 'admin', fullName: 'Adam Admin' });
});

afterAll(async () => {
  await t.close();
});

const student = () =>
  signedIn(t.app, { fullName: 'Ada Student', directionId: content.directionId });
const projectId = () => content.miniProjectIds[0] as number;
const taskId = () => content.taskIds[0] as number;

async function list(user: SignedIn, query = ''): Promise<NotificationsPage> {
  const response = await t.app.inject({
    method: 'GET',
    url: `/v1/notifications${query}`,
    headers: user.headers,
  });
  expect(response.statusCode, response.body).toBe(200);
  return response.json<NotificationsPage>();
}

const ofKind = async (user: SignedIn, kind: NotificationItem['kind']) =>
  (await list(user, '?limit=50')).items.filter((item) => item.kind === kind);

async function unread(user: SignedIn): Promise<number> {
  const response = await t.app.inject({
    method: 'GET',
    url: '/v1/notifications/unread-count',
    headers: user.headers,
  });
  expect(response.statusCode, response.body).toBe(200);
  return response.json<{ unread: number }>().unread;
}

const readOne = (user: SignedIn, id: number) =>
  t.app.inject({ method: 'POST', url: `/v1/notifications/${id}/read`, headers: user.headers });
const readAll = (user: SignedIn) =>
  t.app.inject({ method: 'POST', url: '/v1/notifications/read-all', headers: user.headers });

async function submitPortfolio(user: SignedIn): Promise<number> {
  const questionId = content.chapters[0]?.miniProjects[0]?.questions[0]?.id as number;
  const response = await t.app.inject({
    method: 'PATCH',
    url: `/v1/mini-projects/${projectId()}`,
    headers: user.headers,
    payload: { githubLink: GITHUB_LINK, answers: [{ questionId, answerText: 'A page about me' }] },
  });
  expect(response.statusCode, response.body).toBe(200);
  return response.json<{ submissions: { id: number }[] }>().submissions[0]?.id as number;
}

const decideProject = (reviewer: SignedIn, id: number, body: Record<string, unknown>) =>
  t.app.inject({
    method: 'POST',
    url: `/v1/admin/reviews/mini-projects/${id}`,
    headers: reviewer.headers,
    payload: body,
  });

async function submitEssay(user: SignedIn): Promise<number> {
  const question = content.chapters[0]?.tasks[0]?.questions[0];
  if (!question) throw new Error('No question');
  await submitted(t.app, user, taskId(), [rightAnswer(question, 'My essay')]);
  const [row] = await t.app.db
    .select({ id: taskAssignments.id })
    .from(taskAssignments)
    .where(and(eq(taskAssignments.userId, user.id), eq(taskAssignments.taskId, taskId())));
  return row?.id as number;
}

describe('verdicts', () => {
  it('a failed mini project tells its student once, with the comment’s first line', async () => {
    const ada = await student();
    const submissionId = await submitPortfolio(ada);
    const failed = await decideProject(mentor, submissionId, {
      verdict: 'failed',
      comment: '\n  Add tests for the form.  \nAnd a README, please.',
    });
    expect(failed.statusCode, failed.body).toBe(200);

    const items = await ofKind(ada, 'mini_project_reviewed');
    expect(items).toEqual([
      expect.objectContaining({
        params: { title: 'Portfolio', verdict: 'failed', comment: 'Add tests for the form.' },
        link: `/mini-project/${projectId()}`,
        count: 1,
        readAt: null,
      }),
    ]);
    // Deciding it again is refused, and tells nobody anything more.
    expect((await decideProject(mentor, submissionId, { verdict: 'passed' })).statusCode).toBe(409);
    expect(await ofKind(ada, 'mini_project_reviewed')).toHaveLength(1);
  });

  it('a verdict on free-text answers tells the student; a pass of the last item, the certificates', async () => {
    const bea = await student();
    const projectSubmission = await submitPortfolio(bea);
    expect((await decideProject(mentor, projectSubmission, { verdict: 'passed' })).statusCode).toBe(
      200,
    );
    const attemptId = await submitEssay(bea);
    const decided = await t.app.inject({
      method: 'POST',
      url: `/v1/admin/reviews/tasks/${attemptId}`,
      headers: admin.headers,
      payload: { verdict: 'passed', comment: 'Well argued.' },
    });
    expect(decided.statusCode, decided.body).toBe(200);

    expect(await ofKind(bea, 'task_reviewed')).toEqual([
      expect.objectContaining({
        params: { title: 'Essay', verdict: 'passed', comment: 'Well argued.' },
        link: `/task/${taskId()}`,
      }),
    ]);
    // The subject is complete, and with it its direction: two certificates, two notifications.
    const issued = await ofKind(bea, 'certificate_issued');
    expect(issued.map((item) => item.params.title).sort()).toEqual([
      'Test Direction',
      'Web basics',
    ]);
    expect(issued.every((item) => item.link === '/certificates')).toBe(true);

    const certificates = await t.app.inject({
      method: 'GET',
      url: '/v1/students/completion',
      headers: bea.headers,
    });
    const subject = certificates
      .json<{ id: string; kind: string }[]>()
      .find((certificate) => certificate.kind === 'subject');
    const revoked = await t.app.inject({
      method: 'POST',
      url: `/v1/admin/certificates/${subject?.id}/revocation`,
      headers: admin.headers,
      payload: { reason: 'Issued by mistake' },
    });
    expect(revoked.statusCode, revoked.body).toBe(200);
    expect(await ofKind(bea, 'certificate_revoked')).toEqual([
      expect.objectContaining({ params: { title: 'Web basics' } }),
    ]);
  });
});

describe('grouped kinds', () => {
  it('new work to review adds up in one unread row per staff member, a new one once read', async () => {
    await readAll(mentor);
    await readAll(admin);
    const [one, two, three] = [await student(), await student(), await student()];
    await submitPortfolio(one);
    await submitEssay(two);

    for (const staff of [mentor, admin]) {
      const unreadRows = (await ofKind(staff, 'review_queue')).filter((item) => !item.readAt);
      expect(unreadRows).toEqual([
        expect.objectContaining({ count: 2, params: { title: 'Essay' }, link: '/admin/reviews' }),
      ]);
    }
    const [row] = (await ofKind(mentor, 'review_queue')).filter((item) => !item.readAt);
    expect((await readOne(mentor, row?.id as number)).statusCode).toBe(204);

    await submitPortfolio(three);
    const mentorRows = (await ofKind(mentor, 'review_queue')).filter(
      (item) => item.id >= (row?.id as number),
    );
    expect(mentorRows.map((item) => [item.count, item.readAt === null])).toEqual([
      [1, true],
      [2, false],
    ]);
    // The admin had not read theirs: the same row counts three, under a newer id.
    const adminRows = (await ofKind(admin, 'review_queue')).filter((item) => !item.readAt);
    expect(adminRows.map((item) => item.count)).toEqual([3]);
    expect(adminRows[0]?.id).toBeGreaterThan(row?.id as number);
  });

  it('new applicants reach admins only, one row per day', async () => {
    await readAll(admin);
    const country = await countryId(t.app);
    for (const fullName of ['Ani Applicant', 'Boris Applicant']) {
      const body = aRegistrationRequest({ countryId: country, testDateTime: MONDAY_11, fullName });
      expect((await register(t.app, body)).statusCode).toBe(201);
    }
    const rows = (await ofKind(admin, 'new_applicant')).filter((item) => !item.readAt);
    expect(rows).toEqual([
      expect.objectContaining({
        count: 2,
        params: { fullName: 'Boris Applicant', day: '2026-11-21' },
        link: '/admin/applicants',
      }),
    ]);
    expect(await ofKind(mentor, 'new_applicant')).toEqual([]);
  });
});

describe('payments', () => {
  it('a payment and its refund each tell the payer', async () => {
    const cleo = await student();
    const paid = await pay(t.app, cleo, 'notified-payment', {
      purpose: 'subscription',
      planId: 'online-1',
      expectedPrice: { amount: 2900, currency: 'USD' },
      cardToken: 'tok_sandbox_succeeds',
    });
    expect(paid.statusCode, paid.body).toBe(201);
    const payment = paid.json<PaymentResult>().payment;
    const refunded = await t.app.inject({
      method: 'POST',
      url: `/v1/admin/payments/${payment.id}/refunds`,
      headers: { ...admin.headers, [IDEMPOTENCY_KEY_HEADER]: 'notified-refund' },
      payload: { amount: 1000, reason: 'Partial refund' },
    });
    expect(refunded.statusCode, refunded.body).toBe(201);

    const [succeeded] = await ofKind(cleo, 'payment_succeeded');
    expect(succeeded).toMatchObject({
      params: { amount: 2900, currency: 'USD' },
      link: '/pricing',
    });
    const [refund] = await ofKind(cleo, 'payment_refunded');
    expect(refund).toMatchObject({ params: { amount: 1000, currency: 'USD' }, link: '/pricing' });
  });
});

describe('published content and corrected verdicts', () => {
  const setStatus = (path: string, id: number, status: 'draft' | 'published') =>
    t.app.inject({
      method: 'PUT',
      url: `/v1/admin/${path}/${id}/status`,
      headers: admin.headers,
      payload: { status },
    });

  it('tells the direction’s students of new lectures and tests, grouped per subject', async () => {
    const course = await createContent(t.app, {
      directionTitle: 'Data',
      subjectTitle: 'SQL',
      chapters: [
        { lectures: [{ title: 'Joins' }], tasks: [{ title: 'Joins quiz' }] },
        { lectures: [{ title: 'Hidden' }] },
      ],
    });
    const [joins, hidden] = course.lectureIds as [number, number];
    const quiz = course.taskIds[0] as number;
    await t.app.db
      .update(lectures)
      .set({ status: 'draft' })
      .where(inArray(lectures.id, [joins, hidden]));
    await t.app.db.update(tasks).set({ status: 'draft' }).where(eq(tasks.id, quiz));
    await t.app.db
      .update(chapters)
      .set({ status: 'draft' })
      .where(eq(chapters.id, course.chapters[1]?.id as number));
    const enrolled = await signedIn(t.app, { directionId: course.directionId });
    const elsewhere = await student();

    expect((await setStatus('lectures', joins, 'published')).statusCode).toBe(200);
    expect((await setStatus('tasks', quiz, 'published')).statusCode).toBe(200);
    // In a chapter still in draft, the students cannot open it: nobody is told.
    expect((await setStatus('lectures', hidden, 'published')).statusCode).toBe(200);
    // Unpublished and published again while unread: one more in the same row.
    expect((await setStatus('lectures', joins, 'draft')).statusCode).toBe(200);
    expect((await setStatus('lectures', joins, 'published')).statusCode).toBe(200);

    expect(await ofKind(enrolled, 'content_published')).toEqual([
      expect.objectContaining({
        params: { subject: 'SQL', title: 'Joins' },
        link: `/subject/${course.subjectId}`,
        count: 3,
      }),
    ]);
    expect(await ofKind(elsewhere, 'content_published')).toEqual([]);
    expect(await ofKind(admin, 'content_published')).toEqual([]);
  });

  it('tells the student of an admin’s correction, with its reason', async () => {
    const cid = await student();
    const submissionId = await submitPortfolio(cid);
    expect((await decideProject(mentor, submissionId, { verdict: 'passed' })).statusCode).toBe(200);
    const corrected = await t.app.inject({
      method: 'POST',
      url: '/v1/admin/reviews/corrections',
      headers: admin.headers,
      payload: {
        kind: 'mini-project',
        id: submissionId,
        verdict: 'failed',
        reason: 'The repository is someone else’s.',
      },
    });
    expect(corrected.statusCode, corrected.body).toBe(200);
    const [latest, first] = await ofKind(cid, 'mini_project_reviewed');
    expect(first?.params).toEqual({ title: 'Portfolio', verdict: 'passed', comment: null });
    expect(latest).toMatchObject({
      params: {
        title: 'Portfolio',
        verdict: 'failed',
        comment: 'The repository is someone else’s.',
        corrected: 1,
      },
      link: `/mini-project/${projectId()}`,
    });
  });
});

describe('reading', () => {
  it('pages newest first, counts unread, marks one and all read: the caller’s own only', async () => {
    const dan = await student();
    const eve = await student();
    for (const title of ['One', 'Two', 'Three']) {
      await t.app.unitOfWork((scope) =>
        notify(
          scope,
          { userIds: [dan.id] },
          notificationEvents.certificateIssued({ title }),
          clock.now(),
        ),
      );
    }
    const first = await list(dan, '?limit=2');
    expect(first.items.map((item) => item.params.title)).toEqual(['Three', 'Two']);
    expect(first.nextCursor).toBe(first.items[1]?.id);
    const second = await list(dan, `?limit=2&before=${first.nextCursor}`);
    expect(second.items.map((item) => item.params.title)).toEqual(['One']);
    expect(second.nextCursor).toBeNull();
    expect(await unread(dan)).toBe(3);

    const three = first.items[0]?.id as number;
    // Another user's notification is not found, and stays unread.
    expect((await readOne(eve, three)).statusCode).toBe(404);
    expect((await list(eve)).items).toEqual([]);
    expect(await unread(dan)).toBe(3);

    expect((await readOne(dan, three)).statusCode).toBe(204);
    expect((await readOne(dan, three)).statusCode).toBe(204);
    expect(await unread(dan)).toBe(2);
    expect((await readAll(dan)).statusCode).toBe(204);
    expect(await unread(dan)).toBe(0);
    expect((await list(dan)).items.every((item) => item.readAt !== null)).toBe(true);
  });

  it('needs a session', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/v1/notifications' });
    expect(response.statusCode).toBe(401);
  });
});

describe('in the event’s transaction', () => {
  it('an event rolled back leaves no notification', async () => {
    const fay = await createUser(t.app);
    await expect(
      t.app.unitOfWork(async (scope) => {
        await notify(
          scope,
          { userIds: [fay.id] },
          notificationEvents.certificateIssued({ title: 'X' }),
          clock.now(),
        );
        throw new Error('the event failed');
      }),
    ).rejects.toThrow('the event failed');
    const rows = await t.app.db
      .select()
      .from(notifications)
      .where(eq(notifications.userId, fay.id));
    expect(rows).toEqual([]);
  });

  it('leaves out users who may not sign in', async () => {
    const blocked = await createUser(t.app, { blacklisted: true });
    const notified = await t.app.unitOfWork((scope) =>
      notify(
        scope,
        { userIds: [blocked.id] },
        notificationEvents.certificateIssued({ title: 'X' }),
        clock.now(),
      ),
    );
    expect(notified).toEqual([]);
  });
});

describe('the live stream', () => {
  const openStream = (user: SignedIn, lastEventId?: string) =>
    openNotificationStream(t.app, user.headers, lastEventId);

  const issue = (user: SignedIn, title: string) =>
    t.app.unitOfWork((scope) =>
      notify(
        scope,
        { userIds: [user.id] },
        notificationEvents.certificateIssued({ title }),
        clock.now(),
      ),
    );

  it('sends the user’s own new notifications as they commit, and only theirs', async () => {
    const gus = await student();
    const hal = await student();
    const gusStream = await openStream(gus);
    const halStream = await openStream(hal);
    await issue(gus, 'Live');
    const [sent] = await ofKind(gus, 'certificate_issued');
    await gusStream.next(`event: notification\ndata: {"id":${sent?.id}`);
    expect(gusStream.received()).toContain('"title":"Live"');
    // Each event's id is its place in the stream's order: the transaction, then the id.
    expect(gusStream.ids()).toEqual([expect.stringMatching(new RegExp(`^\\d+-${sent?.id}$`))]);
    // The other user's stream heard the announcement too, and read nothing of gus's.
    await issue(hal, 'Hal');
    await halStream.next('"title":"Hal"');
    expect(halStream.received()).not.toContain('Live');
    gusStream.close();
    halStream.close();
  });

  it('resumes after Last-Event-ID without losing what came meanwhile', async () => {
    const ida = await student();
    const first = await openStream(ida);
    await issue(ida, 'Seen');
    await first.next('"title":"Seen"');
    first.close();
    await issue(ida, 'Missed');
    const resumed = await openStream(ida, first.ids()[0]);
    await resumed.next('"title":"Missed"');
    expect(resumed.received()).not.toContain('"title":"Seen"');
    resumed.close();
  });

  it('starts from the unread count’s position: what came after the count is sent', async () => {
    const jo = await student();
    await issue(jo, 'Counted');
    const counted = await t.app.inject({
      method: 'GET',
      url: '/v1/notifications/unread-count',
      headers: jo.headers,
    });
    const { unread: before, position } = counted.json<{ unread: number; position: string }>();
    expect(before).toBe(1);
    await issue(jo, 'After the count');
    const stream = await openStream(jo, position);
    await stream.next('"title":"After the count"');
    expect(stream.received()).not.toContain('"title":"Counted"');
    stream.close();
  });

  it('refuses a Last-Event-ID that is no position', async () => {
    const kim = await student();
    for (const bad of ['12', 'x-1', '1-2-3', `1-${'9'.repeat(11)}`]) {
      const response = await t.app.inject({
        method: 'GET',
        url: '/v1/notifications/stream',
        headers: { ...kim.headers, 'last-event-id': bad },
      });
      expect(response.statusCode, bad).toBe(400);
    }
  });
});
