import type { DashboardResponse } from '@academy/contracts';
import { aRegistrationRequest } from '@academy/testing';
import { eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  applicants,
  examSlots,
  projectAssignments,
  projectSubmissions,
  taskAssignments,
  users,
} from '../../db/schema/index.js';
import { buildTestApp, type TestApp } from '../../test/app.js';
import { createPeriod, createPlans } from '../../test/billing-builders.js';
import {
  bearer,
  countryId,
  createExamSchedule,
  createUser,
  login,
  register,
  testClock,
} from '../../test/builders.js';
import { createContent } from '../../test/learning-builders.js';

/*
 * Wednesday 2026-11-25 10:00Z, 14:00 in Yerevan (UTC+4, the schedule's zone). This week's
 * Monday is 2026-11-23. Schedule: Monday 11:00 and 15:00, Saturday 12:00, five seats each.
 */
const NOW = '2026-11-25T10:00:00.000Z';
const SATURDAY_12 = '2026-11-28T08:00:00.000Z';
const NEXT_MONDAY_11 = '2026-11-30T07:00:00.000Z';
const HOUR = 60 * 60 * 1000;
const DAY = 24 * HOUR;
const clock = testClock(NOW);
const ago = (ms: number) => new Date(Date.parse(NOW) - ms);

let t: TestApp;
let adminToken: string;
let armenia: number;

beforeAll(async () => {
  t = await buildTestApp({}, { now: clock.now });
  const admin = await createUser(t.app, { role: 'admin' });
  adminToken = (await login(t.app, admin)).accessToken;
  armenia = await countryId(t.app);
});

afterAll(async () => {
  await t.close();
});

async function dashboard(query = '') {
  const response = await t.app.inject({
    method: 'GET',
    url: `/v1/admin/dashboard${query}`,
    headers: bearer(adminToken),
  });
  expect(response.statusCode, response.body).toBe(200);
  return response.json<DashboardResponse>();
}

/** Registers an applicant through the API for a sitting; answers the applicant's row. */
async function applicant(testDateTime: string) {
  const body = aRegistrationRequest({ countryId: armenia, testDateTime });
  const response = await register(t.app, body);
  expect(response.statusCode, response.body).toBe(201);
  const [row] = await t.app.db
    .select({ id: applicants.id, userId: applicants.userId })
    .from(applicants)
    .innerJoin(users, eq(users.id, applicants.userId))
    .where(eq(users.email, body.email));
  if (!row) throw new Error('No applicant row');
  return row;
}

describe('GET admin/dashboard with nothing yet', () => {
  it('answers zero-filled weeks in the default zone', async () => {
    const figures = await dashboard('?weeks=5');
    expect(figures.generatedAt).toBe(NOW);
    expect(figures.applicationsPerWeek).toEqual(
      ['2026-10-26', '2026-11-02', '2026-11-09', '2026-11-16', '2026-11-23'].map((weekStart) => ({
        weekStart,
        count: 0,
      })),
    );
    expect(figures.examWeeks.map((week) => week.weekStart)).toEqual([
      '2026-11-23',
      '2026-11-30',
      '2026-12-07',
      '2026-12-14',
    ]);
    expect(figures.examWeeks.every((week) => week.capacity === 0 && week.booked === 0)).toBe(true);
    expect(figures.funnel).toEqual({
      registered: 0,
      emailVerified: 0,
      examined: 0,
      admitted: 0,
      paying: 0,
    });
    expect(figures.passRates).toEqual([]);
    expect(figures.reviewQueue).toEqual({
      waiting: 0,
      oldestSubmittedAt: null,
      ages: { underOneDay: 0, oneToThreeDays: 0, threeToSevenDays: 0, overSevenDays: 0 },
    });
    expect(figures.headline).toEqual({
      pendingApplicants: 0,
      examsThisWeek: 0,
      waitingReviews: 0,
      activeStudents: 0,
    });
  });

  it('takes 12 weeks by default and refuses a range it does not serve', async () => {
    expect((await dashboard()).applicationsPerWeek).toHaveLength(12);
    for (const weeks of ['0', '53', 'many']) {
      const response = await t.app.inject({
        method: 'GET',
        url: `/v1/admin/dashboard?weeks=${weeks}`,
        headers: bearer(adminToken),
      });
      expect(response.statusCode).toBe(400);
    }
  });
});

describe('GET admin/dashboard with applicants, students and their work', () => {
  let figures: DashboardResponse;

  beforeAll(async () => {
    await createExamSchedule(t.app);
    await createPlans(t.app);

    // Applications: three this week through the API (two on Saturday, one next Monday).
    const first = await applicant(SATURDAY_12);
    const second = await applicant(SATURDAY_12);
    const third = await applicant(NEXT_MONDAY_11);
    // Two from earlier weeks, moved back in time; one at Sunday 21:00Z, which is already
    // Monday 01:00 in Yerevan: this week there, not last week as in UTC.
    const early = await applicant(NEXT_MONDAY_11);
    const lateSunday = await applicant(NEXT_MONDAY_11);
    // The database stamps a new row with the real time: the three of this week are put at
    // the test clock's now, so the figures do not depend on the day the test runs.
    await t.app.db
      .update(applicants)
      .set({ createdAt: clock.now() })
      .where(inArray(applicants.id, [first.id, second.id, third.id]));
    await t.app.db
      .update(applicants)
      .set({ createdAt: new Date('2026-11-04T12:00:00Z') })
      .where(eq(applicants.id, early.id));
    await t.app.db
      .update(applicants)
      .set({ createdAt: new Date('2026-11-22T21:00:00Z') })
      .where(eq(applicants.id, lateSunday.id));

    // The funnel, as verification, the exam's result and admission leave the rows.
    await t.app.db
      .update(users)
      .set({ emailVerifiedAt: ago(DAY) })
      .where(inArray(users.id, [first.userId, second.userId, third.userId]));
    await t.app.db
      .update(applicants)
      .set({ examScore: 80, examPassed: true, examRecordedAt: ago(HOUR) })
      .where(inArray(applicants.id, [first.id, second.id]));
    await t.app.db
      .update(applicants)
      .set({ status: 'admitted', admittedAt: ago(HOUR) })
      .where(inArray(applicants.id, [first.id, second.id]));
    await t.app.db
      .update(users)
      .set({ role: 'student' })
      .where(inArray(users.id, [first.userId, second.userId]));
    // Both admitted learn (a trial running); one of them has paid for a plan.
    for (const userId of [first.userId, second.userId]) {
      await createPeriod(t.app, userId, { kind: 'trial', startsAt: ago(DAY), endsAt: ago(-DAY) });
    }
    await createPeriod(t.app, first.userId, {
      kind: 'paid',
      startsAt: ago(-DAY),
      endsAt: ago(-40 * DAY),
    });
    // A rejected applicant is not pending; a student whose access ended is not active.
    await t.app.db
      .update(applicants)
      .set({ status: 'rejected', rejectedAt: ago(HOUR) })
      .where(eq(applicants.id, third.id));
    const lapsed = await createUser(t.app, { access: 'none' });
    await createPeriod(t.app, lapsed.id, {
      kind: 'trial',
      startsAt: ago(30 * DAY),
      endsAt: ago(DAY),
    });
    // The next Monday's first sitting was booked when it had eight seats.
    await t.app.db
      .update(examSlots)
      .set({ capacity: 8 })
      .where(eq(examSlots.startsAt, new Date(NEXT_MONDAY_11)));

    // Tests: the first passed twice and failed twice (a failed retake after a failed first
    // attempt), the second passed once, the third only waits for a review.
    const content = await createContent(t.app, {
      chapters: [{ lectures: 1, tasks: [{}, {}, {}], miniProjects: [{}] }],
    });
    const [taskA, taskB, taskC] = content.taskIds as [number, number, number];
    const [miniProjectId] = content.miniProjectIds as [number];
    const students = await Promise.all([1, 2, 3].map(() => createUser(t.app)));
    const [s1, s2, s3] = students.map((student) => student.id) as [number, number, number];
    const attempt = (
      userId: number,
      taskId: number,
      row: Partial<typeof taskAssignments.$inferInsert>,
    ) => ({ userId, taskId, status: 'completed' as const, attempt: 1, ...row });
    await t.app.db.insert(taskAssignments).values([
      attempt(s1, taskA, { reviewStatus: 'passed', submittedAt: ago(DAY) }),
      attempt(s2, taskA, { reviewStatus: 'passed', submittedAt: ago(DAY) }),
      attempt(s3, taskA, { reviewStatus: 'failed', attempt: 2, submittedAt: ago(DAY) }),
      attempt(s1, taskB, { reviewStatus: 'passed', submittedAt: ago(DAY) }),
      // A failed first attempt whose paid retake is open: one decided attempt, failed.
      attempt(s2, taskB, { status: 'incomplete', reviewStatus: 'not_checked_yet' }),
      // Waiting for a review for two days.
      attempt(s1, taskC, { reviewStatus: 'not_checked_yet', submittedAt: ago(2 * DAY) }),
    ]);
    const [work] = await t.app.db
      .insert(projectAssignments)
      .values({ userId: s1, miniProjectId, reviewStatus: 'not_checked_yet' })
      .returning({ id: projectAssignments.id });
    if (!work) throw new Error('No project assignment');
    await t.app.db.insert(projectSubmissions).values([
      {
        projectAssignmentId: work.id,
        githubLink: 'https://github.com/a/b',
        submittedAt: ago(10 * DAY),
        reviewStatus: 'failed',
      },
      {
        projectAssignmentId: work.id,
        githubLink: 'https://github.com/a/b',
        submittedAt: ago(10 * DAY),
      },
      {
        projectAssignmentId: work.id,
        githubLink: 'https://github.com/a/b',
        submittedAt: ago(5 * DAY),
      },
      {
        projectAssignmentId: work.id,
        githubLink: 'https://github.com/a/b',
        submittedAt: ago(HOUR),
      },
    ]);

    figures = await dashboard('?weeks=4');
  });

  it('counts applications per week in the academy’s time zone', () => {
    expect(figures.timeZone).toBe('Asia/Yerevan');
    expect(figures.applicationsPerWeek).toEqual([
      { weekStart: '2026-11-02', count: 1 },
      { weekStart: '2026-11-09', count: 0 },
      { weekStart: '2026-11-16', count: 0 },
      { weekStart: '2026-11-23', count: 4 },
    ]);
  });

  it('fills the coming weeks’ sittings from the schedule and the bookings', () => {
    expect(figures.examWeeks).toEqual([
      // Monday's two sittings (past, still this week) and Saturday's, two seats booked.
      { weekStart: '2026-11-23', sittings: 3, capacity: 15, booked: 2 },
      // Three booked on next Monday's first sitting, which has eight seats.
      { weekStart: '2026-11-30', sittings: 3, capacity: 18, booked: 3 },
      { weekStart: '2026-12-07', sittings: 3, capacity: 15, booked: 0 },
      { weekStart: '2026-12-14', sittings: 3, capacity: 15, booked: 0 },
    ]);
  });

  it('narrows the funnel stage by stage', () => {
    expect(figures.funnel).toEqual({
      registered: 5,
      emailVerified: 3,
      examined: 2,
      admitted: 2,
      paying: 1,
    });
  });

  it('rates each test with decided attempts, the worst first', () => {
    expect(
      figures.passRates.map(({ attempts, passed, passRate }) => ({ attempts, passed, passRate })),
    ).toEqual([
      { attempts: 4, passed: 2, passRate: 50 },
      { attempts: 2, passed: 1, passRate: 50 },
    ]);
    expect(figures.passRates[0]?.subjectTitle).toEqual(expect.any(String));
  });

  it('ages the review queue', () => {
    expect(figures.reviewQueue).toEqual({
      waiting: 4,
      oldestSubmittedAt: ago(10 * DAY).toISOString(),
      ages: { underOneDay: 1, oneToThreeDays: 1, threeToSevenDays: 1, overSevenDays: 1 },
    });
  });

  it('sums up the headline numbers', () => {
    expect(figures.headline).toEqual({
      pendingApplicants: 2,
      examsThisWeek: 2,
      waitingReviews: 4,
      // The two admitted, and the three students of the tests (their trial runs).
      activeStudents: 5,
    });
  });
});
