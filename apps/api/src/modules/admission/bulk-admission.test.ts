import { BULK_MAX_IDS, type BulkResponse } from '@academy/contracts';
import { aRegistrationRequest } from '@academy/testing';
import { and, eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  applicants,
  auditLog,
  directions,
  enrolments,
  examBookings,
  mailOutbox,
  users,
} from '../../db/schema/index.js';
import { buildTestApp, type TestApp } from '../../test/app.js';
import {
  bearer,
  countryId,
  createExamSchedule,
  createUser,
  login,
  register,
  testClock,
} from '../../test/builders.js';

/*
 * Bulk admission work (ARCHITECTURE.md, "Bulk work"): each applicant in a unit of work of
 * its own under the single-applicant rules; the answer names every id's outcome.
 * Saturday 2026-11-21 08:00Z; the schedule has Monday 11:00 Yerevan (07:00Z).
 */
const clock = testClock('2026-11-21T08:00:00.000Z');
const MONDAY_11 = '2026-11-23T07:00:00.000Z';
let t: TestApp;
let armenia: number;
let adminToken: string;
let directionId: number;

beforeAll(async () => {
  t = await buildTestApp({}, { now: clock.now });
  await createExamSchedule(t.app, { entries: [{ weekday: 1, time: '11:00', capacity: 60 }] });
  armenia = await countryId(t.app);
  const admin = await createUser(t.app, { role: 'admin', fullName: 'Bulk Admin' });
  adminToken = (await login(t.app, admin)).accessToken;
  const [direction] = await t.app.db
    .insert(directions)
    .values({ title: 'Data Science', status: 'published' })
    .returning({ id: directions.id });
  directionId = direction?.id ?? 0;
});

afterAll(async () => {
  await t.close();
});

/** A registered applicant with a booked seat; verified and with a result when asked. */
async function anApplicant(options: { verified?: boolean; passed?: boolean } = {}) {
  const body = aRegistrationRequest({ countryId: armenia, testDateTime: MONDAY_11 });
  const response = await register(t.app, body);
  expect(response.statusCode).toBe(201);
  const [row] = await t.app.db
    .select({ id: applicants.id, userId: users.id })
    .from(applicants)
    .innerJoin(users, eq(users.id, applicants.userId))
    .where(eq(users.email, body.email));
  if (!row) throw new Error('No applicant');
  if (options.verified ?? true) {
    await t.app.db
      .update(users)
      .set({ emailVerifiedAt: clock.now() })
      .where(eq(users.id, row.userId));
  }
  if (options.passed !== undefined) {
    const recorded = await post(`/applicants/${row.id}/exam-result`, {
      score: options.passed ? 80 : 20,
      passed: options.passed,
    });
    expect(recorded.statusCode, recorded.body).toBe(200);
  }
  return { ...row, email: body.email };
}

const post = (url: string, payload: Record<string, unknown>) =>
  t.app.inject({
    method: 'POST',
    url: `/v1/admin${url}`,
    headers: bearer(adminToken),
    payload,
  });

async function bulk(url: string, payload: Record<string, unknown>): Promise<BulkResponse> {
  const response = await post(url, payload);
  expect(response.statusCode, response.body).toBe(200);
  return response.json<BulkResponse>();
}

/** Everything a decision writes about one applicant, to compare before and after. */
async function stateOf(applicant: { id: number; userId: number; email: string }) {
  const [row] = await t.app.db
    .select({
      status: applicants.status,
      examScore: applicants.examScore,
      role: users.role,
      isTemporaryPassword: users.isTemporaryPassword,
    })
    .from(applicants)
    .innerJoin(users, eq(users.id, applicants.userId))
    .where(eq(applicants.id, applicant.id));
  const audit = await t.app.db
    .select({ action: auditLog.action })
    .from(auditLog)
    .where(and(eq(auditLog.entityType, 'applicant'), eq(auditLog.entityId, String(applicant.id))));
  const mails = await t.app.db
    .select({ subject: mailOutbox.subject })
    .from(mailOutbox)
    .where(eq(mailOutbox.to, applicant.email));
  const enrolled = await t.app.db
    .select({ id: enrolments.id })
    .from(enrolments)
    .where(eq(enrolments.userId, applicant.userId));
  const bookings = await t.app.db
    .select({ id: examBookings.id })
    .from(examBookings)
    .where(eq(examBookings.applicantId, applicant.id));
  return {
    ...row,
    audit: audit.map((entry) => entry.action).sort(),
    mails: mails.length,
    enrolments: enrolled.length,
    bookings: bookings.length,
  };
}

describe('POST admin/applicants/bulk/rejection', () => {
  it('rejects the pending ones, says why the others failed, and leaves those untouched', async () => {
    const first = await anApplicant();
    const second = await anApplicant({ verified: false });
    const decided = await anApplicant();
    expect(
      (await post(`/applicants/${decided.id}/rejection`, { reason: 'Earlier' })).statusCode,
    ).toBe(200);
    const decidedBefore = await stateOf(decided);
    const unknown = 2_000_000_000;

    const answer = await bulk('/applicants/bulk/rejection', {
      ids: [first.id, decided.id, unknown, second.id],
      reason: '  The exam was not passed.  ',
    });
    expect(answer).toEqual({
      done: 2,
      failed: 2,
      results: [
        { id: first.id, code: null },
        { id: decided.id, code: 'ERR_APPLICANT_NOT_PENDING' },
        { id: unknown, code: 'ERR_APPLICANT_NOT_EXIST' },
        { id: second.id, code: null },
      ],
    });
    for (const applicant of [first, second]) {
      const state = await stateOf(applicant);
      expect(state.status).toBe('rejected');
      expect(state.audit).toEqual(['reject']);
      // The coming exam's seat is given back, as a single rejection does.
      expect(state.bookings).toBe(0);
      const [row] = await t.app.db
        .select({ reason: applicants.rejectionReason })
        .from(applicants)
        .where(eq(applicants.id, applicant.id));
      expect(row?.reason).toBe('The exam was not passed.');
    }
    expect(await stateOf(decided)).toEqual(decidedBefore);
  });
});

describe('POST admin/applicants/bulk/admission', () => {
  it('admits the ready ones into one direction; the refused stay applicants with nothing written', async () => {
    const ready = await anApplicant({ passed: true });
    const unverified = await anApplicant({ verified: false, passed: true });
    const failedExam = await anApplicant({ passed: false });
    const before = {
      unverified: await stateOf(unverified),
      failedExam: await stateOf(failedExam),
    };

    const answer = await bulk('/applicants/bulk/admission', {
      ids: [unverified.id, ready.id, failedExam.id],
      directionId,
    });
    expect(answer.results).toEqual([
      { id: unverified.id, code: 'ERR_APPLICANT_EMAIL_NOT_VERIFIED' },
      { id: ready.id, code: null },
      { id: failedExam.id, code: 'ERR_APPLICANT_EXAM_NOT_PASSED' },
    ]);
    expect([answer.done, answer.failed]).toEqual([1, 2]);

    const admitted = await stateOf(ready);
    expect(admitted).toMatchObject({
      status: 'admitted',
      role: 'student',
      isTemporaryPassword: true,
      enrolments: 1,
    });
    expect(admitted.audit).toEqual(['admit', 'record_exam_result']);
    expect(await stateOf(unverified)).toEqual(before.unverified);
    expect(await stateOf(failedExam)).toEqual(before.failedExam);
  });

  it('refuses the whole call for a direction that does not exist, touching nobody', async () => {
    const ready = await anApplicant({ passed: true });
    const before = await stateOf(ready);
    const response = await post('/applicants/bulk/admission', {
      ids: [ready.id],
      directionId: 2_000_000_000,
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({
      message: 'ERR_VALIDATION',
      errors: [{ field: 'directionId' }],
    });
    expect(await stateOf(ready)).toEqual(before);
  });

  it('admits each once when two bulk admissions of the same applicants race', async () => {
    const racers = [await anApplicant({ passed: true }), await anApplicant({ passed: true })];
    const ids = racers.map((racer) => racer.id);
    const answers = await Promise.all([
      bulk('/applicants/bulk/admission', { ids, directionId }),
      bulk('/applicants/bulk/admission', { ids: [...ids].reverse(), directionId }),
    ]);
    expect(answers.reduce((sum, answer) => sum + answer.done, 0)).toBe(2);
    for (const racer of racers) {
      const state = await stateOf(racer);
      expect(state.enrolments).toBe(1);
      expect(state.audit.filter((action) => action === 'admit')).toHaveLength(1);
    }
  });
});

describe('POST admin/applicants/bulk/exam-result', () => {
  it('records one result for the pending ones and refuses the decided', async () => {
    const pending = await anApplicant();
    const decided = await anApplicant();
    await post(`/applicants/${decided.id}/rejection`, { reason: 'Earlier' });
    const answer = await bulk('/applicants/bulk/exam-result', {
      ids: [pending.id, decided.id],
      score: 75,
      passed: true,
      comment: '',
    });
    expect(answer.results).toEqual([
      { id: pending.id, code: null },
      { id: decided.id, code: 'ERR_APPLICANT_NOT_PENDING' },
    ]);
    expect((await stateOf(pending)).examScore).toBe(75);
    expect((await stateOf(decided)).examScore).toBeNull();
    const entries = await t.app.db
      .select({ id: auditLog.id })
      .from(auditLog)
      .where(
        and(
          eq(auditLog.action, 'record_exam_result'),
          inArray(auditLog.entityId, [String(pending.id), String(decided.id)]),
        ),
      );
    expect(entries).toHaveLength(1);
  });
});

describe('the ids of a bulk call', () => {
  it(`takes 1 to ${BULK_MAX_IDS} ids, each once, and changes nothing otherwise`, async () => {
    const applicant = await anApplicant();
    const before = await stateOf(applicant);
    const tooMany = Array.from({ length: BULK_MAX_IDS + 1 }, (_, index) => index + 1);
    for (const ids of [[], tooMany, [applicant.id, applicant.id], ['1'], [0]]) {
      const response = await post('/applicants/bulk/rejection', { ids, reason: 'No' });
      expect(response.statusCode, JSON.stringify(ids)).toBe(400);
      expect(response.json()).toMatchObject({
        message: 'ERR_VALIDATION',
        errors: [{ field: expect.stringMatching(/^ids/) }],
      });
    }
    expect(await stateOf(applicant)).toEqual(before);
  });
});
