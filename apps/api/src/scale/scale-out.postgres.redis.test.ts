import {
  type Certificate,
  type CertificateVerification,
  type ErrorResponse,
  IDEMPOTENCY_KEY_HEADER,
  type LoginResponse,
  type PaymentResult,
  type TokenPair,
} from '@academy/contracts';
import { aRegistrationRequest, uniqueEmail } from '@academy/testing';
import { and, eq, inArray } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../config.js';
import {
  applicants,
  certificates,
  examBookings,
  examSlots,
  mailOutbox,
  payments,
  refreshTokens,
  subscriptions,
  users,
} from '../db/schema/index.js';
import { createPlans } from '../test/billing-builders.js';
import {
  bearer,
  countryId,
  createExamSchedule,
  createUser,
  randomAddress,
  type TestUser,
  type UserOverrides,
} from '../test/builders.js';
import { type CreatedContent, createContent, enrol } from '../test/learning-builders.js';
import { waitUntil } from '../test/wait-until.js';
import { type Answer, ScaleCluster } from './cluster.js';

/*
 * Scale-out (README.md, "Running at scale"): two real server processes on one PostgreSQL
 * database and one Redis, with the same secrets, and every request under test spread over
 * both, as a load balancer would. What one process decides must hold in the other: request
 * limits and the login lock, refresh rotation and reuse detection, exam-seat capacity,
 * payment idempotency, the mail outbox and certificates issued once. No answer may be a 5xx.
 * Redis outlives the test, so every address and e-mail is new per run.
 */

const cluster = new ScaleCluster();
let armenia: number;

/** Every sitting in UTC: 10:00 with three seats (the race), 14:00 with plenty. */
const FEW_SEATS = 3;
/** Three days ahead: well past the booking's lead time, on the processes' real clock. */
const inThreeDays = new Date(Date.now() + 3 * 24 * 60 * 60 * 1000).toISOString().slice(0, 10);
const SCARCE_SITTING = `${inThreeDays}T10:00:00.000Z`;
const ROOMY_SITTING = `${inThreeDays}T14:00:00.000Z`;

beforeAll(async () => {
  await cluster.start();
  const { app } = cluster.setup;
  const weekdays = [1, 2, 3, 4, 5, 6, 7];
  await createExamSchedule(app, {
    timeZone: 'UTC',
    entries: weekdays.flatMap((weekday) => [
      { weekday, time: '10:00', capacity: FEW_SEATS },
      { weekday, time: '14:00', capacity: 1000 },
    ]),
  });
  await createPlans(app);
  armenia = await countryId(app);
}, 90_000);

afterAll(async () => {
  await cluster.close();
}, 30_000);

afterEach(() => {
  // Under any load, on either process: never a 5xx.
  expect(cluster.serverErrors.splice(0)).toEqual([]);
});

const [A, B] = [0, 1];
/** The shipped limits, which the processes run with (RATE_LIMIT_SCALE=1). */
const { loginPerMinute, loginFailuresPerAccount } = loadConfig({}).rateLimit;
const on = (index: number) => cluster.port(index);

const message = (answer: Answer) => answer.json<ErrorResponse>().message;

const login = (
  index: number,
  credentials: { email: string; password: string },
  address = randomAddress(),
) =>
  cluster.request(on(index), 'POST', '/v1/auth/login', {
    body: { email: credentials.email, password: credentials.password },
    address,
  });

const refresh = (index: number, refreshToken: string) =>
  cluster.request(on(index), 'POST', '/v1/auth/refresh-token', { body: { refreshToken } });

interface SignedIn extends TestUser {
  tokens: LoginResponse;
  headers: { authorization: string };
}

/** A user made in the database, signed in over HTTP on process `index`. */
async function signedIn(
  index: number,
  overrides: UserOverrides & { directionId?: number } = {},
): Promise<SignedIn> {
  const { directionId, ...userOverrides } = overrides;
  const user = await createUser(cluster.setup.app, userOverrides);
  if (directionId !== undefined) await enrol(cluster.setup.app, user.id, directionId);
  const answer = await login(index, user);
  expect(answer.status, answer.body).toBe(200);
  const tokens = answer.json<LoginResponse>();
  return { ...user, tokens, headers: bearer(tokens.accessToken) };
}

/** An address no account has: only the request limit is at work, not an account's lock. */
const unknownEmail = () => uniqueEmail('nobody');

describe('request limits and the login lock, counted in Redis', () => {
  it(`${loginPerMinute} logins a minute per address: that many over both, the next 429 on either`, async () => {
    const address = randomAddress();
    const spread = await Promise.all(
      Array.from({ length: loginPerMinute }, (_, index) =>
        login(index, { email: unknownEmail(), password: 'Wrong#Pass1' }, address),
      ),
    );
    for (const answer of spread) {
      expect(answer.status, answer.body).toBe(404);
      expect(message(answer)).toBe('ERR_USER_NOT_EXISTS');
    }
    for (const index of [A, B]) {
      const limited = await login(
        index,
        { email: unknownEmail(), password: 'Wrong#Pass1' },
        address,
      );
      expect(limited.status).toBe(429);
      expect(message(limited)).toBe('ERR_TOO_MANY_REQUESTS');
      expect(Number(limited.headers.get('retry-after'))).toBeGreaterThan(0);
    }
    // Another address is not held by it, on either process.
    const other = await login(B, { email: unknownEmail(), password: 'Wrong#Pass1' });
    expect(other.status).toBe(404);
  });

  it(`an account's ${loginFailuresPerAccount} failed logins from as many addresses over both lock it on either`, async () => {
    const user = await createUser(cluster.setup.app);
    const failures = await Promise.all(
      Array.from({ length: loginFailuresPerAccount }, (_, index) =>
        login(index, { email: user.email, password: 'Wrong#Pass1' }),
      ),
    );
    for (const answer of failures) {
      expect(answer.status, answer.body).toBe(400);
      expect(message(answer)).toBe('ERR_USER_PASSWORD_IS_WRONG');
    }
    // Locked: even the right password, from a new address, on either process.
    for (const index of [A, B]) {
      const locked = await login(index, user);
      expect(locked.status).toBe(429);
      expect(message(locked)).toBe('ERR_TOO_MANY_LOGIN_ATTEMPTS');
      expect(Number(locked.headers.get('retry-after'))).toBeGreaterThan(0);
    }
    // Another account is not locked.
    const other = await createUser(cluster.setup.app);
    expect((await login(B, other)).status).toBe(200);
  });
});

describe('refresh rotation and reuse detection', () => {
  it('a token rotated on one process and reused on the other revokes the whole family', async () => {
    const user = await signedIn(B);
    const first = user.tokens;
    const second = await refresh(A, first.refreshToken);
    expect(second.status, second.body).toBe(200);
    const third = await refresh(B, second.json<TokenPair>().refreshToken);
    expect(third.status, third.body).toBe(200);
    const newest = third.json<TokenPair>();
    const completion = (index: number) =>
      cluster.request(on(index), 'GET', '/v1/students/completion', {
        headers: bearer(newest.accessToken),
      });
    expect((await completion(A)).status).toBe(200);

    // The first token again, on the other process than the one that rotated it.
    const reuse = await refresh(B, first.refreshToken);
    expect(reuse.status).toBe(401);
    expect(message(reuse)).toBe('ERR_REFRESH_TOKEN_INVALID');
    expect((await cluster.events('auth.refresh_token_reuse')).flat()).toHaveLength(1);

    // The newest token of the family is dead too, and so is its access token, everywhere.
    for (const index of [A, B]) {
      const dead = await refresh(index, newest.refreshToken);
      expect(dead.status).toBe(401);
      expect(message(dead)).toBe('ERR_REFRESH_TOKEN_INVALID');
      expect((await completion(index)).status).toBe(401);
    }
    const family = await cluster.setup.app.db
      .select({ revokedAt: refreshTokens.revokedAt })
      .from(refreshTokens)
      .where(eq(refreshTokens.userId, user.id));
    expect(family).toHaveLength(3);
    expect(family.every((token) => token.revokedAt !== null)).toBe(true);
  });

  it('one token refreshed on both at once: one rotation, the session lives on', async () => {
    const user = await signedIn(A);
    const racing = await Promise.all(
      [A, B].map((index) => refresh(index, user.tokens.refreshToken)),
    );
    expect(racing.map((answer) => answer.status).sort()).toEqual([200, 401]);
    const lost = racing.find((answer) => answer.status === 401);
    expect(lost && message(lost)).toBe('ERR_REFRESH_TOKEN_INVALID');
    const won = racing.find((answer) => answer.status === 200)?.json<TokenPair>();
    if (!won) throw new Error('no refresh succeeded');
    // Not taken for a reuse: the winner's token goes on, on either process.
    const next = await refresh(B, won.refreshToken);
    expect(next.status, next.body).toBe(200);
    expect((await refresh(A, next.json<TokenPair>().refreshToken)).status).toBe(200);
  });
});

describe('exam-seat capacity', () => {
  it(`${FEW_SEATS} seats, 24 registrations at once over both: ${FEW_SEATS} booked, the rest 409`, async () => {
    const bodies = Array.from({ length: 24 }, () =>
      aRegistrationRequest({ countryId: armenia, testDateTime: SCARCE_SITTING }),
    );
    const answers = await Promise.all(
      bodies.map((body, index) =>
        cluster.request(on(index), 'POST', '/v1/auth/registration', { body }),
      ),
    );
    const booked = answers.filter((answer) => answer.status === 201);
    expect(booked).toHaveLength(FEW_SEATS);
    for (const answer of answers.filter((candidate) => candidate.status !== 201)) {
      expect(answer.status, answer.body).toBe(409);
      expect(answer.json()).toEqual({ statusCode: 409, message: 'ERR_TEST_UNAVAILABLE_DATE' });
    }

    const { db } = cluster.setup.app;
    const [slot] = await db
      .select()
      .from(examSlots)
      .where(eq(examSlots.startsAt, new Date(SCARCE_SITTING)));
    expect(slot).toMatchObject({ booked: FEW_SEATS, capacity: FEW_SEATS });
    expect(await db.$count(examBookings, eq(examBookings.slotId, slot?.id ?? 0))).toBe(FEW_SEATS);
    // Nothing of a refused registration is stored.
    const emails = bodies.map((body) => body.email);
    const stored = await db
      .select({ id: users.id })
      .from(users)
      .where(inArray(users.email, emails));
    expect(stored).toHaveLength(FEW_SEATS);
    const ids = stored.map((row) => row.id);
    expect(await db.$count(applicants, inArray(applicants.userId, ids))).toBe(FEW_SEATS);
    expect(await db.$count(mailOutbox, inArray(mailOutbox.to, emails))).toBe(FEW_SEATS);
  });
});

describe('payment idempotency', () => {
  const body = {
    purpose: 'subscription',
    planId: 'online-12',
    expectedPrice: { amount: 24900, currency: 'USD' },
    cardToken: 'tok_sandbox_succeeds',
  };
  /** The direction the paying students are enrolled in (online): the plan opens it. */
  let directionId = 0;
  beforeAll(async () => {
    ({ directionId } = await createContent(cluster.setup.app));
  });
  const pay = (index: number, user: SignedIn, key: string) =>
    cluster.request(on(index), 'POST', '/v1/payments/pay', {
      headers: { ...user.headers, [IDEMPOTENCY_KEY_HEADER]: key },
      body,
    });
  const charged = async (paymentId: number) =>
    (await cluster.events('payment.charged')).map(
      (records) => records.filter((record) => record.paymentId === paymentId).length,
    );

  it('one key sent to both at once: one charge; the replay on either gets the stored answer', async () => {
    const student = await signedIn(A, { directionId });
    const key = `scale-${student.id}-at-once`;
    const answers = await Promise.all(
      Array.from({ length: 20 }, (_, index) => pay(index, student, key)),
    );
    const created = answers.filter((answer) => answer.status === 201);
    expect(created.length).toBeGreaterThanOrEqual(1);
    for (const answer of answers.filter((candidate) => candidate.status !== 201)) {
      expect(answer.status, answer.body).toBe(409);
      expect(answer.json()).toEqual({ statusCode: 409, message: 'ERR_IDEMPOTENCY_KEY_IN_USE' });
    }
    // Every 201 is the one payment's answer, byte for byte.
    expect(new Set(created.map((answer) => answer.body)).size).toBe(1);
    const paid = created[0]?.json<PaymentResult>().payment;
    expect(paid).toMatchObject({ status: 'succeeded', planId: 'online-12' });
    const paymentId = paid?.id ?? 0;

    // The replay, on each process: the stored answer, no new charge.
    for (const index of [A, B]) {
      const replay = await pay(index, student, key);
      expect(replay.status).toBe(201);
      expect(replay.body).toBe(created[0]?.body);
    }
    // One charge in all: one process charged (its log says so), once.
    expect((await charged(paymentId)).sort()).toEqual([0, 1]);
    const { db } = cluster.setup.app;
    const rows = await db.select().from(payments).where(eq(payments.userId, student.id));
    expect(rows.map((row) => [row.id, row.status])).toEqual([[paymentId, 'succeeded']]);
    const periods = await db
      .select()
      .from(subscriptions)
      .where(and(eq(subscriptions.userId, student.id), eq(subscriptions.kind, 'paid')));
    expect(periods.map((period) => period.paymentId)).toEqual([paymentId]);
  });

  it('paid on one process, the same key on the other replays the answer', async () => {
    const student = await signedIn(B, { directionId });
    const key = `scale-${student.id}-replayed`;
    const first = await pay(A, student, key);
    expect(first.status, first.body).toBe(201);
    const replay = await pay(B, student, key);
    expect(replay.status).toBe(201);
    expect(replay.body).toBe(first.body);
    const paymentId = first.json<PaymentResult>().payment.id;
    expect(await charged(paymentId)).toEqual([1, 0]);
    expect(await cluster.setup.app.db.$count(payments, eq(payments.userId, student.id))).toBe(1);
  });
});

describe('the mail outbox', () => {
  it("both processes' senders deliver; each mail arrives exactly once", async () => {
    const { app } = cluster.setup;
    const { smtp } = cluster;
    // What earlier tests queued is out first, so the counts below are this test's.
    await waitUntil(
      'the outbox to empty',
      async () =>
        (await app.db.$count(mailOutbox, inArray(mailOutbox.status, ['pending', 'sending']))) === 0,
      15_000,
    );
    const applicant = () =>
      aRegistrationRequest({ countryId: armenia, testDateTime: ROOMY_SITTING });
    const register = async (index: number, body = applicant()) => {
      const answer = await cluster.request(on(index), 'POST', '/v1/auth/registration', { body });
      expect(answer.status, answer.body).toBe(201);
      return body.email.toLowerCase();
    };

    // The first applicant's mail is held at the SMTP server: the sender that took it is
    // stuck in its delivery, so the mails that follow can only go out through the other.
    const first = applicant();
    const held = first.email.toLowerCase();
    smtp.holdIf = (raw) => raw.toLowerCase().includes(held);
    await register(A, first);
    await waitUntil('the first mail to be held', () => smtp.held.length === 1, 10_000);
    const others = await Promise.all(Array.from({ length: 9 }, (_, index) => register(index)));
    await waitUntil(
      'the other mails to arrive',
      () => others.every((email) => smtp.countTo(email) === 1),
      15_000,
    );
    smtp.holdIf = null;
    smtp.release();

    const everyone = [held, ...others];
    const rows = () => app.db.select().from(mailOutbox).where(inArray(mailOutbox.to, everyone));
    await waitUntil('every mail to be recorded as sent', async () =>
      (await rows()).every((row) => row.status === 'sent'),
    );
    // Longer than a polling interval (2 s): a second delivery would have happened by now.
    await new Promise((resolve) => setTimeout(resolve, 2_500));

    const outbox = await rows();
    expect(outbox).toHaveLength(everyone.length);
    for (const row of outbox) {
      const arrived = smtp.received.filter(
        (mail) => mail.to.includes(row.to) && mail.raw.includes(`Subject: ${row.subject}`),
      );
      expect(arrived, row.to).toHaveLength(1);
      expect(smtp.countTo(row.to), row.to).toBe(1);
      expect(row.subject).toBe('Confirm your e-mail for the Academy entrance exam');
    }
    // Who sent what (their logs): the held mail by one process, all the others by the other.
    const heldId = outbox.find((row) => row.to === held)?.id;
    const ids = new Set(outbox.map((row) => row.id));
    const sentBy = (await cluster.events('mail.sent')).map((records) =>
      records.map((record) => record.mailId as number).filter((id) => ids.has(id)),
    );
    expect(sentBy.flat().sort((x, y) => x - y)).toEqual([...ids].sort((x, y) => x - y));
    const holder = sentBy.findIndex((sent) => sent.includes(heldId ?? 0));
    expect(sentBy[holder]).toEqual([heldId]);
    expect(sentBy[1 - holder]).toHaveLength(others.length);
  });
});

describe('certificates issued once', () => {
  let content: CreatedContent;

  beforeAll(async () => {
    content = await createContent(cluster.setup.app, {
      subjectTitle: 'Raced across processes',
      chapters: [{ lectures: 2 }],
    });
  });

  const completeLecture = (index: number, user: SignedIn, lectureId: number) =>
    cluster.request(on(index), 'PATCH', `/v1/lectures/${lectureId}`, {
      headers: user.headers,
      body: { status: 'completed' },
    });
  const rowsOf = (userId: number) =>
    cluster.setup.app.db.select().from(certificates).where(eq(certificates.userId, userId));
  const kinds = async (userId: number) => (await rowsOf(userId)).map((row) => row.kind).sort();

  it('the last two lectures completed at once, one on each process: one certificate each', async () => {
    for (let round = 0; round < 3; round++) {
      const student = await signedIn(round, { directionId: content.directionId });
      const answers = await Promise.all(
        content.lectureIds.map((id, index) => completeLecture(index, student, id)),
      );
      expect(answers.map((answer) => answer.status)).toEqual([200, 200]);
      expect(await kinds(student.id)).toEqual(['direction', 'subject']);
    }
  });

  it('the same final completion twelve times over both: one certificate, valid on either', async () => {
    const student = await signedIn(B, { directionId: content.directionId });
    const [firstLecture, lastLecture] = content.lectureIds as [number, number];
    expect((await completeLecture(A, student, firstLecture)).status).toBe(200);
    const answers = await Promise.all(
      Array.from({ length: 12 }, (_, index) => completeLecture(index, student, lastLecture)),
    );
    expect(answers.map((answer) => answer.status)).toEqual(answers.map(() => 200));
    const rows = await rowsOf(student.id);
    expect(rows.map((row) => row.kind).sort()).toEqual(['direction', 'subject']);

    // Both processes list the same ones, and check each one's credential with the shared key.
    const lists = await Promise.all(
      [A, B].map((index) =>
        cluster.request(on(index), 'GET', '/v1/students/completion', { headers: student.headers }),
      ),
    );
    expect(lists.map((list) => list.status)).toEqual([200, 200]);
    expect(lists[0]?.body).toBe(lists[1]?.body);
    const subject = lists[0]?.json<Certificate[]>().find((c) => c.kind === 'subject');
    if (!subject) throw new Error('no subject certificate listed');
    for (const index of [A, B]) {
      const verification = await cluster.request(
        on(index),
        'GET',
        `/v1/verify/${subject.verificationCode}`,
      );
      expect(verification.status).toBe(200);
      expect(verification.json<CertificateVerification>()).toMatchObject({
        status: 'valid',
        credential: { signatureValid: true, revokedInStatusList: false },
      });
    }
  });
});
