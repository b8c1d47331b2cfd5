import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import {
  IDEMPOTENCY_KEY_HEADER,
  type LoginResponse,
  type PaymentResult,
  type RegistrationRequest,
} from '@academy/contracts';
import { aRegistrationRequest, VALID_PASSWORD } from '@academy/testing';
import { eq, inArray, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  applicants,
  examBookings,
  examSlots,
  mailOutbox,
  oneTimeTokens,
  payments,
  subscriptions,
  users,
} from '../db/schema/index.js';
import { hashPassword } from '../lib/passwords.js';
import { buildTestApp, type TestApp } from '../test/app.js';
import { createPlans } from '../test/billing-builders.js';
import { countryId, createExamSchedule, createUser, type TestUser } from '../test/builders.js';
import { createTestDatabase, type TestDatabase } from '../test/database.js';
import { createContent, enrol } from '../test/learning-builders.js';
import { waitUntil } from '../test/wait-until.js';
import { httpRequest, type Outcome, ServerProcess, serverEnv } from './server-process.js';
import { TcpProxy } from './tcp-proxy.js';

/*
 * PostgreSQL away under load (README.md, "Faults"): the real server entry in a process of its
 * own reaches a database of its own through a TCP proxy in this test. While applicants
 * register, students pay and read, the test cuts the proxy (every connection dropped, new
 * ones refused), keeps the load going for a few seconds, then lets connections through
 * again. The process must stay up and answer every request within a bound: 503
 * ERR_SERVICE_UNAVAILABLE while the database is away, success again once it is back, with
 * no restart. Afterwards the database, read directly, holds no half-written registration
 * or payment.
 */

/** No request may take longer than this, whatever the database does. */
const REQUEST_BOUND_MS = 5_000;
/** How long the database stays away. */
const OUTAGE_MS = 3_000;
/** The server must serve again within this after the database is back. */
const RECOVERY_BOUND_MS = 10_000;
const CLIENTS = 6;

const serverUrl = process.env.DATABASE_URL;
if (!serverUrl) throw new Error('the PostgreSQL fault test needs DATABASE_URL');
const target = new URL(serverUrl);
const proxy = new TcpProxy({ host: target.hostname, port: Number(target.port || 5432) });

let database: TestDatabase | null = null;
let setup: TestApp | null = null;
let server: ServerProcess | null = null;
let dataDir: string;
let webDist: string;
let port: number;
let armenia: number;
/** A sitting three days ahead, at 12:00 UTC: the schedule has one every day (below). */
const sitting = new Date(Math.floor(Date.now() / 86_400_000 + 3) * 86_400_000 + 12 * 3_600_000);
const students: (TestUser & { token: string })[] = [];

beforeAll(async () => {
  dataDir = await mkdtemp(join(tmpdir(), 'academy-fault-postgres-'));
  // An empty web build folder: the API only, whatever apps/web/dist holds.
  webDist = await mkdtemp(join(tmpdir(), 'academy-fault-web-'));
  database = await createTestDatabase();
  if (database.config.kind !== 'postgres') throw new Error('expected a PostgreSQL database');
  await proxy.start();

  // The data, written by an in-process app on the same database (which migrates it first):
  // a sitting every day with room for everyone, the plans, and students with a running trial.
  const t = await buildTestApp({ database: database.config });
  setup = t;
  await createExamSchedule(t.app, {
    timeZone: 'UTC',
    entries: [1, 2, 3, 4, 5, 6, 7].map((weekday) => ({
      weekday,
      time: '12:00',
      capacity: 100_000,
    })),
  });
  await createPlans(t.app);
  armenia = await countryId(t.app);
  const passwordHash = await hashPassword(VALID_PASSWORD);
  const created = await Promise.all(
    [1, 2, 3].map(() => createUser(t.app, { role: 'student', passwordHash })),
  );
  // Enrolled online: the plan they pay opens their direction.
  const { directionId } = await createContent(t.app);
  for (const user of created) await enrol(t.app, user.id, directionId);

  const proxied = new URL(database.config.url);
  proxied.hostname = '127.0.0.1';
  proxied.port = String(proxy.port);
  server = new ServerProcess(
    serverEnv(
      { dataDir, webDist },
      {
        // All the load comes from one address: the limits are scaled out of the way.
        RATE_LIMIT_SCALE: '100000',
        DATABASE_URL: proxied.toString(),
      },
    ),
  );
  port = await server.listening(30_000);

  for (const user of created) {
    const { outcome, body } = await httpRequest(port, 'POST', '/v1/auth/login', {
      email: user.email,
      password: user.password,
    });
    if (outcome !== 200) throw new Error(`login failed: ${outcome} ${body}`);
    students.push({ ...user, token: (JSON.parse(body) as LoginResponse).accessToken });
  }
}, 60_000);

afterAll(async () => {
  await server?.kill();
  await proxy.cut();
  try {
    await setup?.close();
  } finally {
    // `drop … with (force)`: whatever is still connected.
    await database?.drop();
    await rm(dataDir, { recursive: true, force: true, maxRetries: 3 });
    await rm(webDist, { recursive: true, force: true });
  }
});

type Kind = 'register' | 'pay' | 'read';

interface Sent {
  kind: Kind;
  startedAt: number;
  endedAt: number;
  outcome: Outcome;
  body: string;
  /** A registration's e-mail. */
  email?: string;
  /** A payment's student and idempotency key. */
  studentId?: number;
  key?: string;
}

const isSuccess = (outcome: Outcome) => typeof outcome === 'number' && outcome < 300;

let sequence = 0;

/** One request of `kind`, as a browser would send it; each registration and payment new. */
async function send(kind: Kind, client: number): Promise<Sent> {
  const startedAt = Date.now();
  const student = students[client % students.length];
  if (!student) throw new Error('no students');
  const auth = { authorization: `Bearer ${student.token}` };
  let answer: { outcome: Outcome; body: string };
  const extra: Partial<Sent> = {};
  if (kind === 'register') {
    const body: RegistrationRequest = aRegistrationRequest({
      countryId: armenia,
      testDateTime: sitting.toISOString(),
    });
    extra.email = body.email.toLowerCase();
    answer = await httpRequest(port, 'POST', '/v1/auth/registration', body, REQUEST_BOUND_MS * 2);
  } else if (kind === 'pay') {
    const key = `fault-${client}-${++sequence}-${startedAt}`;
    Object.assign(extra, { studentId: student.id, key });
    answer = await httpRequest(
      port,
      'POST',
      '/v1/payments/pay',
      {
        purpose: 'subscription',
        planId: 'online-1',
        expectedPrice: { amount: 2900, currency: 'USD' },
        cardToken: 'tok_sandbox_succeeds',
      },
      REQUEST_BOUND_MS * 2,
      { ...auth, [IDEMPOTENCY_KEY_HEADER]: key },
    );
  } else {
    // Reads that need the database (the country list, read once per process, would not).
    const path = sequence++ % 2 === 0 ? '/v1/subscriptions' : '/v1/week-days';
    answer = await httpRequest(port, 'GET', path, undefined, REQUEST_BOUND_MS * 2, auth);
  }
  return { kind, startedAt, endedAt: Date.now(), ...answer, ...extra };
}

async function ready() {
  const { outcome, body } = await httpRequest(port, 'GET', '/v1/health/ready');
  return { outcome, body: body ? (JSON.parse(body) as unknown) : null };
}

/** Waits as `waitUntil` does; a failure carries the server's output. */
async function waitFor(what: string, check: () => boolean | Promise<boolean>, timeoutMs: number) {
  try {
    await waitUntil(what, check, timeoutMs);
  } catch (error) {
    throw new Error(`${(error as Error).message}\n${server?.output()}`);
  }
}

describe('PostgreSQL away under load', () => {
  it('answers 503 while the database is away, never crashes, recovers by itself and leaves nothing half-written', async () => {
    if (!server || !setup) throw new Error('the server did not start');
    const running = server;
    let exited = false;
    void running.exited.then(() => {
      exited = true;
    });

    // Steady load: each client a request after the other, registrations, payments and reads.
    const sent: Sent[] = [];
    let loading = true;
    const kinds: Kind[] = ['register', 'pay', 'read'];
    const clients = Array.from({ length: CLIENTS }, async (_, client) => {
      for (let i = client; loading; i++) {
        sent.push(await send(kinds[i % kinds.length] ?? 'read', client));
      }
    });
    const successes = (kind: Kind) =>
      sent.filter((entry) => entry.kind === kind && isSuccess(entry.outcome)).length;
    await waitFor('the load to run', () => kinds.every((kind) => successes(kind) >= 3), 10_000);

    // The database goes away: every connection dropped, new ones refused.
    const cutAt = Date.now();
    await proxy.cut();
    await waitFor(
      'readiness to say the database is away',
      async () => (await ready()).outcome === 503,
      REQUEST_BOUND_MS,
    );
    const outage = await ready();
    expect(outage).toEqual({
      outcome: 503,
      body: {
        statusCode: 503,
        message: 'ERR_SERVICE_UNAVAILABLE',
        errors: [{ field: 'database', message: 'did not answer' }],
      },
    });
    // Liveness asks nothing: the process answers.
    expect((await httpRequest(port, 'GET', '/v1/health/live')).outcome).toBe(200);
    await new Promise((resolve) => setTimeout(resolve, cutAt + OUTAGE_MS - Date.now()));

    // Back: the server finds the database again by itself.
    const restoredAt = Date.now();
    await proxy.start();
    await waitFor(
      'readiness to say the database is back',
      async () => (await ready()).outcome === 200,
      RECOVERY_BOUND_MS,
    );
    const recoveredAt = Date.now();
    await waitFor(
      'requests of every kind to succeed again',
      () =>
        kinds.every(
          (kind) =>
            sent.filter(
              (entry) =>
                entry.kind === kind && entry.startedAt >= recoveredAt && isSuccess(entry.outcome),
            ).length >= 2,
        ),
      RECOVERY_BOUND_MS,
    );
    loading = false;
    await Promise.all(clients);
    const output = running.output();

    // The process never exited and nothing escaped as an uncaught error.
    expect(exited, output).toBe(false);
    const unparsed = running.lines.filter((line) => line.record === null).map((line) => line.text);
    expect(unparsed).toEqual([]);
    expect(running.lines.filter((line) => Number(line.record?.level) >= 60)).toEqual([]);
    // No request was answered a 5xx but 503 (readiness probes included); each 503 of the
    // load logged the driver's reason.
    const records = running.lines.map((line) => line.record ?? {});
    const answered = records.map((record) => (record.res as { statusCode?: number })?.statusCode);
    expect(
      answered.filter((status) => status !== undefined && status >= 500 && status !== 503),
    ).toEqual([]);
    const unavailable = records.filter((record) => record.event === 'database.unavailable');
    expect(unavailable.length).toBeGreaterThan(0);
    for (const record of unavailable) {
      expect(String(record.reason)).toMatch(
        /ECONNREFUSED|ECONNRESET|EPIPE|Connection terminated|not queryable/,
      );
    }

    // Every request was answered, within the bound.
    for (const entry of sent) {
      expect(typeof entry.outcome, `${entry.kind}: ${entry.outcome}`).toBe('number');
      expect(entry.endedAt - entry.startedAt, entry.kind).toBeLessThan(REQUEST_BOUND_MS);
    }
    // Success, or 503 with the API's usual error body: never a 500, never internals.
    for (const entry of sent) {
      if (isSuccess(entry.outcome)) continue;
      expect(entry.outcome, `${entry.kind}: ${entry.body}`).toBe(503);
      expect(JSON.parse(entry.body)).toEqual({
        statusCode: 503,
        message: 'ERR_SERVICE_UNAVAILABLE',
      });
    }
    // Before the cut everything succeeded; while the database was away (leaving a moment for
    // requests in flight at the cut) every kind got 503s and nothing succeeded; once it was
    // back, everything succeeded again.
    const before = sent.filter((entry) => entry.endedAt < cutAt);
    expect(before.every((entry) => isSuccess(entry.outcome))).toBe(true);
    const away = sent.filter(
      (entry) => entry.startedAt >= cutAt + 100 && entry.endedAt <= restoredAt,
    );
    for (const kind of kinds) {
      expect(
        away.filter((entry) => entry.kind === kind && entry.outcome === 503).length,
        kind,
      ).toBeGreaterThan(0);
    }
    expect(away.filter((entry) => isSuccess(entry.outcome))).toEqual([]);
    const after = sent.filter((entry) => entry.startedAt >= recoveredAt);
    expect(after.filter((entry) => !isSuccess(entry.outcome))).toEqual([]);
    expect(recoveredAt - restoredAt).toBeLessThan(RECOVERY_BOUND_MS);

    await nothingHalfWritten(setup, sent);
  }, 45_000);
});

/** The database, read directly: every registration and payment is whole, or absent. */
async function nothingHalfWritten(t: TestApp, sent: Sent[]) {
  const { db } = t.app;

  // Registrations: each applicant has their application, booking and verification mail; the
  // seats booked are the bookings made; every 201 is there.
  const applicantUsers = await db
    .select({ id: users.id, email: users.email })
    .from(users)
    .where(eq(users.role, 'applicant'));
  const registered = sent.filter((entry) => entry.kind === 'register');
  expect(applicantUsers.length).toBeGreaterThan(0);
  const applicantRows = await db.select().from(applicants);
  const bookings = await db.select().from(examBookings);
  const outbox = await db.select({ to: mailOutbox.to, text: mailOutbox.text }).from(mailOutbox);
  const links = await db.select({ userId: oneTimeTokens.userId }).from(oneTimeTokens);
  for (const user of applicantUsers) {
    const application = applicantRows.filter((row) => row.userId === user.id);
    expect(application, user.email).toHaveLength(1);
    expect(bookings.filter((row) => row.applicantId === application[0]?.id)).toHaveLength(1);
    expect(
      links.filter((link) => link.userId === user.id),
      user.email,
    ).toHaveLength(1);
    expect(
      outbox.filter((mail) => mail.to === user.email),
      user.email,
    ).toHaveLength(1);
  }
  expect(applicantRows).toHaveLength(applicantUsers.length);
  const [seats] = await db
    .select({ booked: sql<number>`sum(${examSlots.booked})::int` })
    .from(examSlots);
  expect(seats?.booked).toBe(bookings.length);
  const stored = new Set(applicantUsers.map((user) => user.email));
  for (const entry of registered) {
    if (entry.outcome === 201) expect(stored.has(entry.email ?? ''), entry.email).toBe(true);
  }
  // Nobody registered but through these requests.
  const asked = new Set(registered.map((entry) => entry.email));
  expect([...stored].filter((email) => !asked.has(email))).toEqual([]);

  // Payments: a succeeded one has its answer stored, exactly one paid period and one receipt
  // (the receipts are in English, the students' language). Any other was cut off between its
  // steps (charged, but its outcome not recorded): still in flight, pending with no answer
  // and nothing applied. Every 201 is there, succeeded.
  const studentIds = students.map((student) => student.id);
  const paymentRows = await db.select().from(payments).where(inArray(payments.userId, studentIds));
  const periods = await db
    .select()
    .from(subscriptions)
    .where(inArray(subscriptions.userId, studentIds));
  expect(paymentRows.length).toBeGreaterThan(0);
  for (const payment of paymentRows) {
    const paid = periods.filter((period) => period.paymentId === payment.id);
    const student = students.find((candidate) => candidate.id === payment.userId);
    const receipts = outbox.filter(
      (mail) => mail.to === student?.email && mail.text.includes(`Payment number: ${payment.id}\n`),
    );
    if (payment.status === 'succeeded') {
      expect(payment.responseStatusCode, `payment ${payment.id}`).toBe(201);
      expect(paid, `payment ${payment.id}`).toHaveLength(1);
      expect(paid[0]).toMatchObject({ kind: 'paid', planId: 'online-1', userId: payment.userId });
      expect(receipts, `payment ${payment.id}`).toHaveLength(1);
    } else {
      expect(payment, `payment ${payment.id}`).toMatchObject({
        status: 'pending',
        responseStatusCode: null,
      });
      expect(paid).toEqual([]);
      expect(receipts).toEqual([]);
    }
  }
  // No period without its payment, no mail to a student but a receipt.
  const paidPeriods = periods.filter((period) => period.kind === 'paid');
  expect(paidPeriods).toHaveLength(paymentRows.filter((row) => row.status === 'succeeded').length);
  for (const student of students) {
    expect(outbox.filter((mail) => mail.to === student.email)).toHaveLength(
      paymentRows.filter((row) => row.userId === student.id && row.status === 'succeeded').length,
    );
  }
  const byKey = new Map(paymentRows.map((row) => [`${row.userId} ${row.idempotencyKey}`, row]));
  for (const entry of sent.filter((item) => item.kind === 'pay' && item.outcome === 201)) {
    const row = byKey.get(`${entry.studentId} ${entry.key}`);
    const answer = JSON.parse(entry.body) as PaymentResult;
    expect(answer.payment).toMatchObject({ id: row?.id, status: 'succeeded' });
    expect(row, entry.key).toMatchObject({ status: 'succeeded' });
  }
}
