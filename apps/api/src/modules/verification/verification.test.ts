import type {
  ApplicantMeResponse,
  ErrorResponse,
  LinkRequestResponse,
  RegistrationRequest,
  VerificationResponse,
} from '@academy/contracts';
import { aRegistrationRequest } from '@academy/testing';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  examScheduleSettings,
  linkRequests,
  mailOutbox,
  oneTimeTokens,
  users,
} from '../../db/schema/index.js';
import { hashToken } from '../../lib/secrets.js';
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

/* Saturday 2026-11-21 08:00Z; Monday 11:00 in Yerevan is 2026-11-23T07:00Z. */
const clock = testClock('2026-11-21T08:00:00.000Z');
const MONDAY_11 = '2026-11-23T07:00:00.000Z';
let t: TestApp;
let armenia: number;
const secrets = new Set<string>();

beforeAll(async () => {
  t = await buildTestApp({}, { now: clock.now });
  await createExamSchedule(t.app, { entries: [{ weekday: 1, time: '11:00', capacity: 100 }] });
  armenia = await countryId(t.app);
});

afterAll(async () => {
  await t.close();
});

/** Registers an applicant and answers the e-mail and the mailed link token. */
async function newApplicant(overrides: Partial<RegistrationRequest> = {}) {
  const body = aRegistrationRequest({ countryId: armenia, testDateTime: MONDAY_11, ...overrides });
  const response = await register(t.app, body);
  if (response.statusCode !== 201) throw new Error(`Registration failed: ${response.body}`);
  const token = verificationTokenIn((await latestMailTo(t.app, body.email)).text);
  secrets.add(token);
  return { body, email: body.email, token };
}

function verify(token: string | null, headers: Record<string, string> = {}) {
  return t.app.inject({
    method: 'POST',
    url: '/v1/auth/verification',
    headers: { ...(token === null ? {} : bearer(token)), ...headers },
  });
}

function applicantMe(accessToken: string) {
  return t.app.inject({ method: 'GET', url: '/v1/applicants/me', headers: bearer(accessToken) });
}

function resend(email: string) {
  return t.app.inject({
    method: 'POST',
    url: '/v1/auth/verification/resend',
    payload: { email },
  });
}

async function verifiedSession(overrides: Partial<RegistrationRequest> = {}) {
  const applicant = await newApplicant(overrides);
  const response = await verify(applicant.token);
  expect(response.statusCode).toBe(200);
  const { accessToken } = response.json<VerificationResponse>();
  secrets.add(accessToken);
  return { ...applicant, accessToken };
}

describe('POST /v1/auth/verification', () => {
  it('verifies the e-mail and answers an access token that opens applicants/me', async () => {
    const { body, email, accessToken } = await verifiedSession({ fullName: 'Nare Grigoryan' });
    const [user] = await t.app.db.select().from(users).where(eq(users.email, email));
    expect(user?.emailVerifiedAt?.toISOString()).toBe(clock.now().toISOString());

    const me = await applicantMe(accessToken);
    expect(me.statusCode).toBe(200);
    expect(me.json<ApplicantMeResponse>()).toEqual({
      id: expect.any(Number),
      fullName: 'Nare Grigoryan',
      email,
      phone: body.phone,
      occupation: 'student',
      university: body.university,
      faculty: body.faculty,
      country: 'Armenia',
      city: 'Yerevan',
      englishLevel: 'B2',
      courseType: 'online',
      status: 'pending',
      emailVerified: true,
      booking: { dateTime: MONDAY_11, timeZone: 'Asia/Yerevan' },
    });
  });

  it('answers 409 ERR_USER_HAS_ALREADY_BEEN_VERIFIED for a second use', async () => {
    const { token } = await verifiedSession();
    const again = await verify(token);
    expect(again.statusCode).toBe(409);
    expect(again.json()).toEqual({
      statusCode: 409,
      message: 'ERR_USER_HAS_ALREADY_BEEN_VERIFIED',
    });
  });

  it('lets exactly one of two parallel uses succeed', async () => {
    const { token } = await newApplicant();
    const responses = await Promise.all([verify(token), verify(token)]);
    const statuses = responses.map((response) => response.statusCode).sort();
    expect(statuses).toEqual([200, 409]);
    for (const response of responses) {
      if (response.statusCode === 200)
        secrets.add(response.json<VerificationResponse>().accessToken);
    }
  });

  it('answers 400 ERR_TOKEN_INVALID for an expired link, and leaves the user unverified', async () => {
    const { email, token } = await newApplicant();
    clock.advance(24 * 60 * 60 * 1000);
    try {
      const response = await verify(token);
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({ statusCode: 400, message: 'ERR_TOKEN_INVALID' });
    } finally {
      clock.set('2026-11-21T08:00:00.000Z');
    }
    const [user] = await t.app.db.select().from(users).where(eq(users.email, email));
    expect(user?.emailVerifiedAt).toBeNull();
  });

  it.each([
    ['an unknown token', 'A'.repeat(43)],
    ['a malformed header', null],
  ])('answers 400 ERR_TOKEN_INVALID (never 401) for %s', async (_name, token) => {
    const response = await verify(
      token,
      token === null ? { authorization: 'Bearer <script>' } : {},
    );
    expect(response.statusCode).toBe(400);
    expect(response.json<ErrorResponse>().message).toBe('ERR_TOKEN_INVALID');
    const missing = await verify(null);
    expect(missing.statusCode).toBe(400);
  });

  it('refuses an access token in place of the link', async () => {
    const { accessToken } = await verifiedSession();
    expect((await verify(accessToken)).statusCode).toBe(400);
  });

  it('answers 404 err_user_blacklisted and keeps the link unspent', async () => {
    const { email, token } = await newApplicant();
    await t.app.db.update(users).set({ isBlacklisted: true }).where(eq(users.email, email));
    const response = await verify(token);
    expect(response.statusCode).toBe(404);
    expect(response.json<ErrorResponse>().message).toBe('err_user_blacklisted');
    const [link] = await t.app.db
      .select()
      .from(oneTimeTokens)
      .where(eq(oneTimeTokens.tokenHash, hashToken(token)));
    expect(link?.usedAt).toBeNull();
  });
});

describe('POST /v1/auth/verification/resend', () => {
  const taken = { accepted: true, retryAfterSeconds: 60 };
  const heldFor = (retryAfterSeconds: number) => ({ accepted: false, retryAfterSeconds });
  const answerOf = async (email: string) => {
    const response = await resend(email);
    expect(response.statusCode).toBe(200);
    return response.json<LinkRequestResponse>();
  };

  it('answers an unknown e-mail as a known one, sends nothing, and holds it for a minute too', async () => {
    const before = await t.app.db.$count(mailOutbox);
    expect(await answerOf('nobody-here@academy.test')).toEqual(taken);
    clock.advance(20_000);
    expect(await answerOf('Nobody-Here@academy.test')).toEqual(heldFor(40));
    expect(await t.app.db.$count(mailOutbox)).toBe(before);
  });

  it('mails a fresh, working link and ends the older one', async () => {
    const { email, token: first } = await newApplicant();
    clock.advance(60_000);
    expect(await answerOf(email.toUpperCase())).toEqual(taken);
    const mail = await latestMailTo(t.app, email);
    const second = verificationTokenIn(mail.text);
    secrets.add(second);
    expect(second).not.toBe(first);
    expect(mail.attachments).toHaveLength(1);

    expect((await verify(first)).statusCode).toBe(400);
    const verified = await verify(second);
    expect(verified.statusCode).toBe(200);
    secrets.add(verified.json<VerificationResponse>().accessToken);
  });

  it('mails at most once a minute per address, counting the registration, and says when the next can go', async () => {
    const { email, token } = await newApplicant();
    const mailsTo = () => t.app.db.$count(mailOutbox, eq(mailOutbox.to, email));
    expect(await mailsTo()).toBe(1);

    // Within a minute of the registration's mail: nothing new, and the answer says how long.
    expect(await answerOf(email)).toEqual(heldFor(60));
    clock.advance(30_000);
    expect(await answerOf(email)).toEqual(heldFor(30));
    clock.advance(29_999);
    expect(await answerOf(email)).toEqual(heldFor(1));
    expect(await mailsTo()).toBe(1);

    clock.advance(1);
    expect(await answerOf(email)).toEqual(taken);
    expect(await mailsTo()).toBe(2);
    const second = verificationTokenIn((await latestMailTo(t.app, email)).text);
    secrets.add(second);
    expect(second).not.toBe(token);

    // The minute starts again with the resent link.
    clock.advance(59_999);
    expect(await answerOf(email)).toEqual(heldFor(1));
    expect(await mailsTo()).toBe(2);
    clock.advance(1);
    expect(await answerOf(email)).toEqual(taken);
    expect(await mailsTo()).toBe(3);
  });

  it('gives an address that has an account and one that has none the same answers', async () => {
    const { email } = await newApplicant();
    const unknown = 'not-registered@academy.test';
    expect(await answerOf(unknown)).toEqual(taken);
    const headerNames = (headers: Record<string, unknown>) =>
      Object.keys(headers)
        .filter((name) => !['date', 'x-request-id', 'x-ratelimit-remaining'].includes(name))
        .sort();
    for (const wait of [15_000, 45_000, 30_000]) {
      clock.advance(wait);
      const [known, other] = [await resend(email), await resend(unknown)];
      expect(other.statusCode).toBe(known.statusCode);
      expect(headerNames(other.headers)).toEqual(headerNames(known.headers));
      expect(other.json()).toEqual(known.json());
    }
  });

  it('mails once when resends arrive at the same moment, and takes one of them', async () => {
    const { email } = await newApplicant();
    clock.advance(60_000);
    const responses = await Promise.all(Array.from({ length: 6 }, () => resend(email)));
    expect(responses.map((response) => response.statusCode)).toEqual(Array(6).fill(200));
    const answers = responses.map((response) => response.json<LinkRequestResponse>());
    expect(answers.filter((answer) => answer.accepted)).toEqual([taken]);
    expect(await t.app.db.$count(mailOutbox, eq(mailOutbox.to, email))).toBe(2);
  });

  it('sends nothing to a verified account', async () => {
    const { email } = await verifiedSession();
    clock.advance(60_000);
    const before = await t.app.db.$count(mailOutbox, eq(mailOutbox.to, email));
    expect(await answerOf(email)).toEqual(taken);
    expect(await t.app.db.$count(mailOutbox, eq(mailOutbox.to, email))).toBe(before);
  });

  it('keeps no address, only its hash, and forgets it once its minute has passed', async () => {
    const address = 'forget-me@academy.test';
    await resend(address);
    const rows = await t.app.db.select().from(linkRequests);
    expect(JSON.stringify(rows)).not.toContain('forget-me');
    const held = await t.app.db.$count(linkRequests);
    expect(held).toBeGreaterThan(0);

    clock.advance(60_000);
    await resend('someone-else@academy.test');
    // Every older request has gone; the one just made holds its address.
    expect(await t.app.db.$count(linkRequests)).toBe(1);
  });

  it('answers 400 for a malformed e-mail', async () => {
    expect((await resend('nope')).statusCode).toBe(400);
  });
});

describe('GET /v1/applicants/me', () => {
  it('shows each applicant their own record only', async () => {
    const anna = await verifiedSession({ fullName: 'Anna Hakobyan' });
    const davit = await verifiedSession({ fullName: 'Davit Sargsyan', courseType: 'offline' });
    const annaMe = (await applicantMe(anna.accessToken)).json<ApplicantMeResponse>();
    const davitMe = (await applicantMe(davit.accessToken)).json<ApplicantMeResponse>();
    expect(annaMe).toMatchObject({ fullName: 'Anna Hakobyan', email: anna.email });
    expect(davitMe).toMatchObject({ fullName: 'Davit Sargsyan', courseType: 'offline' });
    expect(annaMe.id).not.toBe(davitMe.id);
  });

  it("answers the booking in the schedule's time zone", async () => {
    const applicant = await verifiedSession({ fullName: 'Lilit Petrosyan' });
    const me = (await applicantMe(applicant.accessToken)).json<ApplicantMeResponse>();
    expect(me.booking).toEqual({ dateTime: MONDAY_11, timeZone: 'Asia/Yerevan' });

    await t.app.db.update(examScheduleSettings).set({ timeZone: 'Europe/Berlin' });
    try {
      const moved = (await applicantMe(applicant.accessToken)).json<ApplicantMeResponse>();
      expect(moved.booking).toEqual({ dateTime: MONDAY_11, timeZone: 'Europe/Berlin' });
    } finally {
      await t.app.db.update(examScheduleSettings).set({ timeZone: 'Asia/Yerevan' });
    }
  });

  it('is open to a student who applied, and takes no id to read anyone else by', async () => {
    const applicant = await verifiedSession({ fullName: 'Gor Avetisyan' });
    await t.app.db.update(users).set({ role: 'student' }).where(eq(users.email, applicant.email));
    const response = await applicantMe(applicant.accessToken);
    expect(response.statusCode).toBe(200);
    expect(response.json<ApplicantMeResponse>().fullName).toBe('Gor Avetisyan');

    const withQuery = await t.app.inject({
      method: 'GET',
      url: '/v1/applicants/me?userId=1',
      headers: bearer(applicant.accessToken),
    });
    expect(withQuery.json<ApplicantMeResponse>().fullName).toBe('Gor Avetisyan');
  });

  it('answers 404 ERR_APPLICANT_NOT_EXIST to a student who never applied', async () => {
    const student = await createUser(t.app);
    const session = await login(t.app, student);
    secrets.add(session.accessToken).add(session.refreshToken);
    const response = await applicantMe(session.accessToken);
    expect(response.statusCode).toBe(404);
    expect(response.json<ErrorResponse>().message).toBe('ERR_APPLICANT_NOT_EXIST');
  });

  it('answers 403 to staff and 401 without a token', async () => {
    const admin = await createUser(t.app, { role: 'admin' });
    const session = await login(t.app, admin);
    secrets.add(session.accessToken).add(session.refreshToken);
    const forbidden = await applicantMe(session.accessToken);
    expect(forbidden.statusCode).toBe(403);
    expect(forbidden.json<ErrorResponse>().message).toBe('ERR_USER_FORBIDDEN');
    const anonymous = await t.app.inject({ method: 'GET', url: '/v1/applicants/me' });
    expect(anonymous.statusCode).toBe(401);
  });
});

describe('logs', () => {
  it('never contain a link or access token', () => {
    const raw = t.rawLogs();
    expect(secrets.size).toBeGreaterThan(5);
    for (const secret of secrets) expect(raw).not.toContain(secret);
  });
});
