import {
  type AdminApplicant,
  type ApplicantDecisionResponse,
  type ApplicantListResponse,
  applicantCsvColumns,
  type ErrorResponse,
  type LinkRequestResponse,
  type LoginResponse,
} from '@academy/contracts';
import { aRegistrationRequest } from '@academy/testing';
import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  applicants,
  auditLog,
  directions,
  enrolments,
  examBookings,
  examSlots,
  mailOutbox,
  subscriptions,
  users,
} from '../../db/schema/index.js';
import { buildTestApp, type TestApp } from '../../test/app.js';
import {
  bearer,
  countryId,
  createExamSchedule,
  createUser,
  latestMailTo,
  login,
  register,
  testClock,
  verificationTokenIn,
} from '../../test/builders.js';

/*
 * Saturday 2026-11-21 08:00Z. Schedule: Monday 11:00 and 15:00 (Yerevan,
 * UTC+4), sixty seats each. Monday 2026-11-23 11:00 local is 07:00Z.
 */
const clock = testClock('2026-11-21T08:00:00.000Z');
const MONDAY_11 = '2026-11-23T07:00:00.000Z';
const MONDAY_15 = '2026-11-23T11:00:00.000Z';
let t: TestApp;
let armenia: number;
let adminToken: string;
let adminId: number;
let admin: Awaited<ReturnType<typeof createUser>>;
let directionId: number;

beforeAll(async () => {
  t = await buildTestApp({}, { now: clock.now });
  await createExamSchedule(t.app, {
    entries: [
      { weekday: 1, time: '11:00', capacity: 60 },
      { weekday: 1, time: '15:00', capacity: 60 },
    ],
  });
  armenia = await countryId(t.app);
  admin = await createUser(t.app, { role: 'admin', fullName: 'Ada Admin' });
  adminId = admin.id;
  adminToken = (await login(t.app, admin)).accessToken;
  const [direction] = await t.app.db
    .insert(directions)
    .values({ title: 'Front-End Development', status: 'published' })
    .returning({ id: directions.id });
  directionId = direction?.id ?? 0;
});

afterAll(async () => {
  await t.close();
});

interface ApplicantOptions {
  fullName?: string;
  email?: string;
  phone?: string;
  verified?: boolean;
  testDateTime?: string;
  courseType?: 'online' | 'offline';
  language?: 'en' | 'ru';
}

/** Registers through the API (booking a seat), then marks the e-mail verified if asked. */
async function anApplicant(options: ApplicantOptions = {}) {
  const body = aRegistrationRequest({
    countryId: armenia,
    testDateTime: options.testDateTime ?? MONDAY_11,
    courseType: options.courseType ?? 'online',
    ...(options.fullName ? { fullName: options.fullName } : {}),
    ...(options.email ? { email: options.email } : {}),
    ...(options.phone ? { phone: options.phone } : {}),
  });
  const response = await register(t.app, body, {
    'accept-language': options.language ?? 'en',
  });
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
  return { ...row, email: body.email, fullName: body.fullName, phone: body.phone };
}

const get = (url: string, token = adminToken) =>
  t.app.inject({ method: 'GET', url: `/v1/admin${url}`, headers: bearer(token) });
const post = (url: string, payload: Record<string, unknown>, token = adminToken) =>
  t.app.inject({ method: 'POST', url: `/v1/admin${url}`, headers: bearer(token), payload });

const recordExam = (
  id: number,
  body: Record<string, unknown> = { score: 82, passed: true, comment: 'Good' },
) => post(`/applicants/${id}/exam-result`, body);
const admit = (id: number, body: Record<string, unknown> = { directionId }) =>
  post(`/applicants/${id}/admission`, body);
const reject = (id: number, reason = 'The exam score was below the pass mark.') =>
  post(`/applicants/${id}/rejection`, { reason });

async function auditEntries(id: number) {
  return t.app.db
    .select()
    .from(auditLog)
    .where(and(eq(auditLog.entityType, 'applicant'), eq(auditLog.entityId, String(id))));
}

async function applicantRow(id: number) {
  const [row] = await t.app.db.select().from(applicants).where(eq(applicants.id, id));
  return row;
}

describe('GET admin/applicants', () => {
  it('searches name, e-mail and phone in any case, filters, sorts and pages', async () => {
    const marker = `zq${Date.now().toString(36)}`;
    const a = await anApplicant({
      fullName: 'Gohar Zakaryan',
      email: `${marker}.gohar@example.com`,
    });
    const b = await anApplicant({
      fullName: 'Ivan Petrov',
      email: `${marker}.ivan@example.com`,
      verified: false,
      testDateTime: MONDAY_15,
      courseType: 'offline',
    });
    await recordExam(a.id);

    const list = async (query: string) => {
      const response = await get(`/applicants?search=${marker}&${query}`);
      expect(response.statusCode).toBe(200);
      return response.json<ApplicantListResponse>();
    };

    const all = await list('sort=name&order=asc');
    expect(all.total).toBe(2);
    expect(all.items.map((item) => item.fullName)).toEqual(['Gohar Zakaryan', 'Ivan Petrov']);
    expect(all.items[0]).toMatchObject({
      id: a.id,
      userId: a.userId,
      email: a.email,
      courseType: 'online',
      examStartsAt: MONDAY_11,
      status: 'pending',
      emailVerified: true,
      examScore: 82,
      examPassed: true,
    });

    const byName = await get(`/applicants?search=${encodeURIComponent('IVAN petROV')}`);
    expect(byName.json<ApplicantListResponse>().items.map((item) => item.id)).toContain(b.id);
    const byPhone = await get(`/applicants?search=${encodeURIComponent(b.phone.slice(1))}`);
    expect(byPhone.json<ApplicantListResponse>().items.map((item) => item.id)).toEqual([b.id]);

    expect((await list('emailVerified=no')).items.map((i) => i.id)).toEqual([b.id]);
    expect((await list('emailVerified=yes')).items.map((i) => i.id)).toEqual([a.id]);
    expect((await list('courseType=offline')).items.map((i) => i.id)).toEqual([b.id]);
    expect((await list('examRecorded=yes')).items.map((i) => i.id)).toEqual([a.id]);
    expect((await list('examRecorded=no')).items.map((i) => i.id)).toEqual([b.id]);
    expect((await list('status=admitted')).total).toBe(0);
    expect((await list('examFrom=2026-11-23&examTo=2026-11-23')).total).toBe(2);
    expect((await list('examFrom=2026-11-24')).total).toBe(0);
    expect((await list('sort=examAt&order=desc')).items.map((i) => i.id)).toEqual([b.id, a.id]);

    const [slot] = await t.app.db
      .select({ id: examSlots.id })
      .from(examSlots)
      .where(eq(examSlots.startsAt, new Date(MONDAY_15)));
    expect((await list(`slotId=${slot?.id}`)).items.map((i) => i.id)).toEqual([b.id]);

    const page2 = await list('sort=name&order=asc&page=2&pageSize=1');
    expect(page2).toMatchObject({ total: 2, page: 2, pageSize: 1 });
    expect(page2.items.map((i) => i.id)).toEqual([b.id]);
  });

  it('pages every order without overlap, equal names by account, with exact totals', async () => {
    const marker = `zt${Date.now().toString(36)}`;
    const made = [];
    for (let i = 0; i < 5; i += 1) {
      made.push(
        await anApplicant({
          fullName: 'Tess Tie',
          email: `${marker}.${i}@example.com`,
          testDateTime: i % 2 === 0 ? MONDAY_11 : MONDAY_15,
        }),
      );
    }
    const walk = async (query: string) => {
      const pages: ApplicantListResponse[] = [];
      for (let page = 1; page <= 4; page += 1) {
        const response = await get(`/applicants?search=${marker}&${query}&pageSize=2&page=${page}`);
        expect(response.statusCode).toBe(200);
        pages.push(response.json<ApplicantListResponse>());
      }
      // Full pages, the short last one and a page past the end all tell the same total.
      expect(pages.map((page) => page.total)).toEqual([5, 5, 5, 5]);
      expect(pages.map((page) => page.items.length)).toEqual([2, 2, 1, 0]);
      return pages.flatMap((page) => page.items.map((item) => item.id));
    };
    const byUser = [...made].sort((x, y) => x.userId - y.userId).map((a) => a.id);
    expect(await walk('sort=name&order=asc')).toEqual(byUser);
    expect(await walk('sort=name&order=desc')).toEqual([...byUser].reverse());
    const newest = [...made].sort((x, y) => y.id - x.id).map((a) => a.id);
    expect(await walk('sort=registeredAt&order=desc')).toEqual(newest);
    const early = made.filter((_, i) => i % 2 === 0).map((a) => a.id);
    const late = made.filter((_, i) => i % 2 === 1).map((a) => a.id);
    expect(await walk('sort=examAt&order=asc')).toEqual([...early, ...late]);
    // Without a booking comes last whichever way; within a sitting, by id in the order's way.
    const [m0, m1, m2, m3, m4] = made.map((a) => a.id);
    await t.app.db.delete(examBookings).where(eq(examBookings.applicantId, m4 ?? 0));
    await t.app.db
      .update(examSlots)
      .set({ booked: sql`${examSlots.booked} - 1` })
      .where(eq(examSlots.startsAt, new Date(MONDAY_11)));
    expect(await walk('sort=examAt&order=asc')).toEqual([m0, m2, m1, m3, m4]);
    expect(await walk('sort=examAt&order=desc')).toEqual([m3, m1, m2, m0, m4]);
  });

  it('keeps the totals of full pages right as applicants, users and bookings change', async () => {
    const total = async (query: string) => {
      const response = await get(`/applicants?pageSize=1&${query}`);
      expect(response.statusCode).toBe(200);
      return response.json<ApplicantListResponse>().total;
    };
    const before = await total('');
    const unverifiedBefore = await total('emailVerified=no');
    // Read twice: the second answer may come from the kept count.
    expect(await total('')).toBe(before);
    const a = await anApplicant({ verified: false });
    expect(await total('')).toBe(before + 1);
    expect(await total('emailVerified=no')).toBe(unverifiedBefore + 1);
    await t.app.db
      .update(users)
      .set({ emailVerifiedAt: clock.now() })
      .where(eq(users.id, a.userId));
    expect(await total('emailVerified=no')).toBe(unverifiedBefore);
    const bookedOnMonday = await total('examFrom=2026-11-23&examTo=2026-11-23');
    await t.app.db.delete(examBookings).where(eq(examBookings.applicantId, a.id));
    await t.app.db
      .update(examSlots)
      .set({ booked: sql`${examSlots.booked} - 1` })
      .where(eq(examSlots.startsAt, new Date(MONDAY_11)));
    expect(await total('examFrom=2026-11-23&examTo=2026-11-23')).toBe(bookedOnMonday - 1);
    await t.app.db.delete(applicants).where(eq(applicants.id, a.id));
    expect(await total('')).toBe(before);
  });

  it('finds a phone typed in the local or the international form, with separators', async () => {
    const a = await anApplicant({ phone: '+37493765412' });
    const found = async (search: string) =>
      (await get(`/applicants?search=${encodeURIComponent(search)}`)).json<ApplicantListResponse>();
    for (const search of ['093765412', '093 76 54 12', '(093) 76-54-12', '+374 93 765412']) {
      expect(
        (await found(search)).items.map((item) => item.id),
        search,
      ).toEqual([a.id]);
    }
    expect((await found('0037493765412')).items.map((item) => item.id)).toEqual([a.id]);
    expect((await found('765 412')).items.map((item) => item.id)).toEqual([a.id]);
    // The same national digits in another country are another number.
    expect((await found('+49 93765412')).total).toBe(0);
  });

  it("treats a search's wildcards as plain characters", async () => {
    const response = await get(`/applicants?search=${encodeURIComponent('%_')}`);
    expect(response.json<ApplicantListResponse>().total).toBe(0);
  });

  it('refuses an unknown filter value with 400', async () => {
    const response = await get('/applicants?status=maybe');
    expect(response.statusCode).toBe(400);
    expect(response.json<ErrorResponse>().message).toBe('ERR_VALIDATION');
  });
});

describe('GET admin/applicants/export', () => {
  it('answers the filter as CSV with a BOM, escaped and safe from formulas', async () => {
    const marker = `csv${Date.now().toString(36)}`;
    const one = await anApplicant({ fullName: 'Աննա Հակոբյան', email: `${marker}@example.com` });
    await t.app.db
      .update(users)
      .set({ fullName: '=HYPERLINK("x")' })
      .where(eq(users.id, (await anApplicant({ email: `${marker}.b@example.com` })).userId));

    const response = await get(`/applicants/export?search=${marker}&sort=name&order=asc`);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(response.headers['content-disposition']).toBe(
      'attachment; filename="applicants-2026-11-21.csv"',
    );
    const text = response.rawPayload.toString('utf8');
    expect(text.startsWith('\uFEFFid,fullName,email,phone,courseType,status,')).toBe(true);
    const lines = text.slice(1).trimEnd().split('\r\n');
    expect(lines).toHaveLength(3);
    expect(lines[1]).toContain(`"'=HYPERLINK(""x"")"`);
    // Phones as they are; words, not codes; times on the academy's clock with its offset.
    expect(lines[2]).toContain(`${one.id},Աննա Հակոբյան,${marker}@example.com,+374`);
    expect(lines[2]).toContain(',Online,Pending,Yes,2026-11-23T11:00:00+04:00,,,');
    expect(lines[2]).toMatch(/,\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\+04:00$/);
  });
});

describe('the applicants CSV as a stream', () => {
  it('walks every order in keyset batches, the same rows as the list, a batch a chunk', async () => {
    const marker = `walk${Date.now().toString(36)}`;
    const made = [];
    // Equal names in other cases and equal times: the ties the walk must break as the list does.
    for (const [index, fullName] of [
      'Ani Walk',
      'ANI WALK',
      'Bob Walk',
      'ani walk',
      'Zed Walk',
    ].entries()) {
      made.push(
        await anApplicant({
          fullName,
          email: `${marker}.${index}@example.com`,
          testDateTime: index % 2 === 0 ? MONDAY_11 : MONDAY_15,
        }),
      );
    }
    // One without a booking: last in the exam's order, whichever way.
    await t.app.db.delete(examBookings).where(eq(examBookings.applicantId, made[2]?.id ?? 0));
    const { createAdmissionService } = await import('./service.js');
    const { createListCounts } = await import('../../db/list-counts.js');
    const service = createAdmissionService({
      db: t.app.db,
      unitOfWork: t.app.unitOfWork,
      publicUrl: 'http://localhost',
      now: clock.now,
      counts: createListCounts(),
    });
    for (const sort of ['registeredAt', 'name', 'examAt'] as const) {
      for (const order of ['asc', 'desc'] as const) {
        const listed = await get(
          `/applicants?search=${marker}&sort=${sort}&order=${order}&pageSize=50`,
        );
        const expected = listed.json<ApplicantListResponse>().items.map((item) => item.id);
        expect(expected).toHaveLength(5);
        const { stream } = await service.exportCsv({ search: marker, sort, order }, 2);
        const chunks: string[] = [];
        for await (const chunk of stream) chunks.push(String(chunk));
        // The header, then one chunk per batch of at most two rows.
        expect(chunks).toHaveLength(4);
        expect(chunks.slice(1).map((chunk) => chunk.trimEnd().split('\r\n').length)).toEqual([
          2, 2, 1,
        ]);
        const ids = chunks
          .slice(1)
          .join('')
          .trimEnd()
          .split('\r\n')
          .map((line) => Number(line.split(',')[0]));
        expect(ids, `${sort} ${order}`).toEqual(expected);
      }
    }
  });

  it('answers a filter that matches nothing with the header only', async () => {
    const response = await get('/applicants/export?search=nobody-matches-this');
    expect(response.statusCode).toBe(200);
    expect(response.rawPayload.toString('utf8')).toBe(`\uFEFF${applicantCsvColumns.join(',')}\r\n`);
  });
});

describe('exam result, admission and rejection', () => {
  it('records the exam result with an audit entry, and shows it in the detail', async () => {
    const applicant = await anApplicant();
    const refused = await recordExam(applicant.id, { score: 101, passed: true });
    expect(refused.statusCode).toBe(400);
    expect(refused.json<ErrorResponse>().errors?.[0]?.field).toBe('score');
    expect((await applicantRow(applicant.id))?.examRecordedAt).toBeNull();

    const response = await recordExam(applicant.id, { score: 74, passed: true, comment: '  ok  ' });
    expect(response.statusCode).toBe(200);
    const detail = response.json<AdminApplicant>();
    expect(detail.exam).toMatchObject({
      score: 74,
      passed: true,
      comment: 'ok',
      recordedBy: { id: adminId, fullName: 'Ada Admin' },
    });
    expect(detail.booking?.startsAt).toBe(MONDAY_11);
    expect(detail.country).toEqual({ code: 'AM', name: 'Armenia' });
    expect(detail.history.map((entry) => entry.action)).toEqual(['record_exam_result']);
    expect((await auditEntries(applicant.id))[0]?.after).toMatchObject({ examScore: 74 });
  });

  it('admits once: student, temporary password, enrolment, trial, mail and audit entry', async () => {
    const applicant = await anApplicant({ language: 'ru' });
    await recordExam(applicant.id);

    const response = await admit(applicant.id);
    expect(response.statusCode).toBe(200);
    const answer = response.json<ApplicantDecisionResponse>();
    expect(answer.mailedTo).toBe(applicant.email);
    expect(answer.applicant).toMatchObject({ status: 'admitted' });
    expect(answer.applicant.decision).toMatchObject({
      admittedAt: clock.now().toISOString(),
      decidedBy: { id: adminId, fullName: 'Ada Admin' },
    });
    expect(answer.applicant.enrolments).toEqual([
      {
        directionId,
        title: 'Front-End Development',
        courseType: 'online',
        enrolledAt: clock.now().toISOString(),
      },
    ]);

    const [user] = await t.app.db.select().from(users).where(eq(users.id, applicant.userId));
    expect(user).toMatchObject({ role: 'student', isTemporaryPassword: true });
    expect(user?.temporaryPasswordExpiresAt?.toISOString()).toBe('2026-11-28T08:00:00.000Z');
    const trials = await t.app.db
      .select()
      .from(subscriptions)
      .where(eq(subscriptions.userId, applicant.userId));
    expect(trials).toHaveLength(1);
    expect(trials[0]?.endsAt.toISOString()).toBe('2026-11-28T08:00:00.000Z');

    // The mail is in the applicant's language and its password signs in, to set-password.
    const mail = await latestMailTo(t.app, applicant.email);
    expect(mail.subject).toBe('Добро пожаловать в Академию: вы зачислены');
    expect(mail.text).toContain('http://academy.test/auth/login');
    const password = /Временный пароль: (\S+)/.exec(mail.text)?.[1] ?? '';
    expect(password).toHaveLength(16);
    expect(JSON.stringify(await auditEntries(applicant.id))).not.toContain(password);
    const signedIn = await t.app.inject({
      method: 'POST',
      url: '/v1/auth/login',
      payload: { email: applicant.email, password },
    });
    expect(signedIn.statusCode).toBe(200);
    expect(signedIn.json<LoginResponse>()).toMatchObject({ isTemporaryPassword: true });

    const actions = (await auditEntries(applicant.id)).map((entry) => entry.action).sort();
    expect(actions).toEqual(['admit', 'record_exam_result']);

    const again = await admit(applicant.id);
    expect(again.statusCode).toBe(409);
    expect(again.json<ErrorResponse>().message).toBe('ERR_APPLICANT_NOT_PENDING');
    expect((await reject(applicant.id)).statusCode).toBe(409);
    expect((await recordExam(applicant.id)).statusCode).toBe(409);
  });

  it('admits into the chosen format', async () => {
    const applicant = await anApplicant();
    await recordExam(applicant.id);
    const response = await admit(applicant.id, { directionId, courseType: 'offline' });
    expect(response.statusCode).toBe(200);
    const [row] = await t.app.db
      .select()
      .from(enrolments)
      .where(eq(enrolments.userId, applicant.userId));
    expect(row?.courseType).toBe('offline');
  });

  it('refuses to admit without a verified e-mail, a passed exam or a known direction', async () => {
    const unverified = await anApplicant({ verified: false });
    await recordExam(unverified.id);
    const a = await admit(unverified.id);
    expect(a.statusCode).toBe(409);
    expect(a.json<ErrorResponse>().message).toBe('ERR_APPLICANT_EMAIL_NOT_VERIFIED');

    const unexamined = await anApplicant();
    const b = await admit(unexamined.id);
    expect(b.json<ErrorResponse>().message).toBe('ERR_APPLICANT_EXAM_NOT_PASSED');
    await recordExam(unexamined.id, { score: 30, passed: false });
    const c = await admit(unexamined.id);
    expect(c.statusCode).toBe(409);
    expect(c.json<ErrorResponse>().message).toBe('ERR_APPLICANT_EXAM_NOT_PASSED');

    const passed = await anApplicant();
    await recordExam(passed.id);
    const d = await admit(passed.id, { directionId: 999_999 });
    expect(d.statusCode).toBe(400);
    expect(d.json<ErrorResponse>().errors).toEqual([
      { field: 'directionId', message: 'Choose one of the options' },
    ]);

    // Nothing changed for any of them.
    for (const applicant of [unverified, unexamined, passed]) {
      expect((await applicantRow(applicant.id))?.status).toBe('pending');
      const [user] = await t.app.db.select().from(users).where(eq(users.id, applicant.userId));
      expect(user).toMatchObject({ role: 'applicant', passwordHash: null });
      expect(
        await t.app.db.select().from(enrolments).where(eq(enrolments.userId, applicant.userId)),
      ).toEqual([]);
      const actions = (await auditEntries(applicant.id)).map((entry) => entry.action);
      expect(actions).not.toContain('admit');
    }
    expect((await admit(999_999)).statusCode).toBe(404);
  });

  it('admits once when ten admissions of one applicant run at once', async () => {
    const applicant = await anApplicant();
    await recordExam(applicant.id);
    const mailsBefore = await t.app.db
      .select({ n: sql<number>`count(*)::int` })
      .from(mailOutbox)
      .where(eq(mailOutbox.to, applicant.email));

    const responses = await Promise.all(Array.from({ length: 10 }, () => admit(applicant.id)));
    const statuses = responses.map((r) => r.statusCode).sort();
    expect(statuses).toEqual([200, 409, 409, 409, 409, 409, 409, 409, 409, 409]);

    const count = async (table: typeof enrolments | typeof subscriptions) =>
      (await t.app.db.select().from(table).where(eq(table.userId, applicant.userId))).length;
    expect(await count(enrolments)).toBe(1);
    expect(await count(subscriptions)).toBe(1);
    const mailsAfter = await t.app.db
      .select({ n: sql<number>`count(*)::int` })
      .from(mailOutbox)
      .where(eq(mailOutbox.to, applicant.email));
    expect((mailsAfter[0]?.n ?? 0) - (mailsBefore[0]?.n ?? 0)).toBe(1);
    const admits = (await auditEntries(applicant.id)).filter((e) => e.action === 'admit');
    expect(admits).toHaveLength(1);
  });

  it('rejects with the reason, mailed in the language, and gives back a coming seat', async () => {
    const applicant = await anApplicant({ testDateTime: MONDAY_15 });
    const seats = async () =>
      (
        await t.app.db
          .select({ booked: examSlots.booked })
          .from(examSlots)
          .where(eq(examSlots.startsAt, new Date(MONDAY_15)))
      )[0]?.booked;
    const before = await seats();

    expect(
      (await post(`/applicants/${applicant.id}/rejection`, { reason: '   ' })).statusCode,
    ).toBe(400);
    expect((await applicantRow(applicant.id))?.status).toBe('pending');

    const response = await reject(applicant.id, '  Not this time.  ');
    expect(response.statusCode).toBe(200);
    const answer = response.json<ApplicantDecisionResponse>();
    expect(answer.applicant.decision).toMatchObject({
      rejectionReason: 'Not this time.',
      rejectedAt: clock.now().toISOString(),
      decidedBy: { id: adminId },
    });
    expect(answer.applicant.booking).toBeNull();
    expect(await seats()).toBe((before ?? 0) - 1);
    const mail = await latestMailTo(t.app, applicant.email);
    expect(mail.subject).toBe('Your application to the Academy');
    expect(mail.text).toContain('Not this time.');
    const [entry] = (await auditEntries(applicant.id)).filter((e) => e.action === 'reject');
    expect(entry?.after).toMatchObject({ status: 'rejected', seatReleased: true });
  });

  it("keeps a past exam's booking when rejecting", async () => {
    const applicant = await anApplicant();
    clock.set('2026-11-24T08:00:00.000Z');
    try {
      // The token of three days ago has expired: sign in again.
      const token = (await login(t.app, admin)).accessToken;
      const response = await post(
        `/applicants/${applicant.id}/rejection`,
        { reason: 'The exam was below the pass mark.' },
        token,
      );
      expect(response.statusCode).toBe(200);
      expect(response.json<ApplicantDecisionResponse>().applicant.booking?.startsAt).toBe(
        MONDAY_11,
      );
    } finally {
      clock.set('2026-11-21T08:00:00.000Z');
    }
  });

  it('rejects once when ten rejections run at once', async () => {
    const applicant = await anApplicant();
    const responses = await Promise.all(
      Array.from({ length: 10 }, (_, i) => reject(applicant.id, `Reason ${i}`)),
    );
    expect(responses.filter((r) => r.statusCode === 200)).toHaveLength(1);
    expect(responses.filter((r) => r.statusCode === 409)).toHaveLength(9);
    const rejects = (await auditEntries(applicant.id)).filter((e) => e.action === 'reject');
    expect(rejects).toHaveLength(1);
    const bookings = await t.app.db
      .select()
      .from(examBookings)
      .where(eq(examBookings.applicantId, applicant.id));
    expect(bookings).toEqual([]);
    const mails = await t.app.db
      .select()
      .from(mailOutbox)
      .where(eq(mailOutbox.to, applicant.email));
    expect(mails.filter((m) => m.subject === 'Your application to the Academy')).toHaveLength(1);
  });
});

describe('POST admin/exam-slots/{id}/exam-results', () => {
  it("records a sitting's results, each applicant apart, and says whose failed and why", async () => {
    const booked = await anApplicant();
    const decided = await anApplicant();
    expect((await reject(decided.id)).statusCode).toBe(200);
    const elsewhere = await anApplicant({ testDateTime: MONDAY_15 });
    const [slot] = await t.app.db
      .select({ id: examSlots.id })
      .from(examSlots)
      .where(eq(examSlots.startsAt, new Date(MONDAY_11)));
    const slotId = slot?.id ?? 0;
    // The rejected applicant's seat was given back: book them into the sitting again.
    await t.app.db.insert(examBookings).values({ applicantId: decided.id, slotId });
    const result = { score: 70, passed: true, comment: 'Solid' };
    const response = await post(`/exam-slots/${slotId}/exam-results`, {
      results: [
        { applicantId: booked.id, ...result },
        { applicantId: decided.id, ...result },
        { applicantId: elsewhere.id, ...result },
        { applicantId: 999_999, ...result },
      ],
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toEqual({
      done: 1,
      failed: 3,
      results: [
        { id: booked.id, code: null },
        { id: decided.id, code: 'ERR_APPLICANT_NOT_PENDING' },
        { id: elsewhere.id, code: 'ERR_APPLICANT_NOT_IN_SITTING' },
        { id: 999_999, code: 'ERR_APPLICANT_NOT_EXIST' },
      ],
    });
    expect(await applicantRow(booked.id)).toMatchObject({
      examScore: 70,
      examPassed: true,
      examComment: 'Solid',
    });
    expect(await applicantRow(elsewhere.id)).toMatchObject({ examScore: null });
    expect((await auditEntries(booked.id)).map((entry) => entry.action)).toEqual([
      'record_exam_result',
    ]);
    expect(await auditEntries(elsewhere.id)).toEqual([]);

    // Bad input changes nothing: a score out of range, an applicant twice, no results.
    for (const results of [
      [{ applicantId: booked.id, score: 101, passed: true }],
      [
        { applicantId: booked.id, score: 1, passed: false },
        { applicantId: booked.id, score: 2, passed: false },
      ],
      [],
    ]) {
      const refused = await post(`/exam-slots/${slotId}/exam-results`, { results });
      expect(refused.statusCode, JSON.stringify(results)).toBe(400);
    }
    expect(await applicantRow(booked.id)).toMatchObject({ examScore: 70 });
    const unknown = await post('/exam-slots/999999/exam-results', {
      results: [{ applicantId: booked.id, ...result }],
    });
    expect(unknown.statusCode).toBe(404);
  });
});

describe('admission into a direction the person is already in', () => {
  it('is refused with a clear message, nothing changed', async () => {
    const applicant = await anApplicant();
    expect((await recordExam(applicant.id)).statusCode).toBe(200);
    await t.app.db
      .insert(enrolments)
      .values({ userId: applicant.userId, directionId, courseType: 'online' });
    const response = await admit(applicant.id);
    expect(response.statusCode).toBe(409);
    expect(response.json()).toMatchObject({
      message: 'ERR_ENROLMENT_EXISTS',
    });
    expect((await applicantRow(applicant.id))?.status).toBe('pending');
    const [user] = await t.app.db
      .select({ role: users.role })
      .from(users)
      .where(eq(users.id, applicant.userId));
    expect(user?.role).toBe('applicant');
    expect((await auditEntries(applicant.id)).map((entry) => entry.action)).toEqual([
      'record_exam_result',
    ]);
  });
});

describe('POST admin/applicants/{id}/verification-mail', () => {
  const resend = (id: number, token = adminToken) =>
    t.app.inject({
      method: 'POST',
      url: `/v1/admin/applicants/${id}/verification-mail`,
      headers: bearer(token),
    });
  const mailsTo = async (email: string) =>
    (await t.app.db.select().from(mailOutbox).where(eq(mailOutbox.to, email))).length;
  const sentEntries = async (id: number) =>
    (await auditEntries(id)).filter((entry) => entry.action === 'send_verification_mail');

  it("mails a fresh link under the address's one-a-minute rule, and audits each mail", async () => {
    const applicant = await anApplicant({ verified: false });
    const registrationToken = verificationTokenIn(
      (await latestMailTo(t.app, applicant.email)).text,
    );

    // The registration's mail started the address's minute: nothing goes yet.
    const held = await resend(applicant.id);
    expect(held.statusCode).toBe(200);
    expect(held.json<LinkRequestResponse>()).toEqual({
      accepted: false,
      retryAfterSeconds: expect.any(Number),
    });
    expect(await mailsTo(applicant.email)).toBe(1);
    expect(await sentEntries(applicant.id)).toEqual([]);

    clock.advance(61_000);
    const sent = await resend(applicant.id);
    expect(sent.json<LinkRequestResponse>()).toEqual({ accepted: true, retryAfterSeconds: 60 });
    expect(await mailsTo(applicant.email)).toBe(2);
    const entries = await sentEntries(applicant.id);
    expect(entries).toHaveLength(1);
    expect(entries[0]).toMatchObject({ actorId: adminId, after: { email: applicant.email } });
    expect(JSON.stringify(entries[0])).not.toContain(registrationToken);

    // At once again: held, and told how long.
    const again = (await resend(applicant.id)).json<LinkRequestResponse>();
    expect(again.accepted).toBe(false);
    expect(again.retryAfterSeconds).toBeGreaterThan(55);
    expect(await mailsTo(applicant.email)).toBe(2);

    // The new link confirms the address; the registration's no longer does.
    const mail = await latestMailTo(t.app, applicant.email);
    expect(mail.text).toContain('2026'); // the booking's date is in the mail
    const verify = (token: string) =>
      t.app.inject({ method: 'POST', url: '/v1/auth/verification', headers: bearer(token) });
    expect((await verify(registrationToken)).statusCode).toBe(400);
    expect((await verify(verificationTokenIn(mail.text))).statusCode).toBe(200);

    // Confirmed now: 409, and nothing mailed.
    clock.advance(61_000);
    const confirmed = await resend(applicant.id);
    expect(confirmed.statusCode).toBe(409);
    expect(confirmed.json<ErrorResponse>().message).toBe('ERR_APPLICANT_EMAIL_ALREADY_VERIFIED');
    expect(await mailsTo(applicant.email)).toBe(2);
  });

  it('refuses a decided, a blocked or an unknown applicant, and staff other than admins', async () => {
    const rejected = await anApplicant({ verified: false });
    expect((await reject(rejected.id)).statusCode).toBe(200);
    const blocked = await anApplicant({ verified: false });
    await t.app.db.update(users).set({ isBlacklisted: true }).where(eq(users.id, blocked.userId));
    const pending = await anApplicant({ verified: false });
    clock.advance(61_000);

    const refusal = async (id: number, token = adminToken) => {
      const response = await resend(id, token);
      return { status: response.statusCode, message: response.json<ErrorResponse>().message };
    };
    expect(await refusal(rejected.id)).toEqual({
      status: 409,
      message: 'ERR_APPLICANT_NOT_PENDING',
    });
    expect(await refusal(blocked.id)).toEqual({ status: 409, message: 'ERR_USER_IS_BLACKLISTED' });
    expect(await refusal(2_000_000_000)).toEqual({
      status: 404,
      message: 'ERR_APPLICANT_NOT_EXIST',
    });
    const mentor = await createUser(t.app, { role: 'mentor' });
    const mentorToken = (await login(t.app, mentor)).accessToken;
    expect((await refusal(pending.id, mentorToken)).status).toBe(403);
    expect(await mailsTo(pending.email)).toBe(1);
    expect(await mailsTo(blocked.email)).toBe(1);
  });
});

describe('GET admin/admission/directions', () => {
  it('lists every direction with its status', async () => {
    const response = await get('/admission/directions');
    expect(response.statusCode).toBe(200);
    expect(response.json<{ items: unknown[] }>().items).toContainEqual({
      id: directionId,
      title: 'Front-End Development',
      status: 'published',
    });
  });
});
