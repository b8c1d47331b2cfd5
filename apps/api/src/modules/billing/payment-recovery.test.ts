import type { PaymentAttempt, PaymentResult, PaymentsResponse } from '@academy/contracts';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { payments, subscriptions } from '../../db/schema/index.js';
import { buildTestApp, type TestApp } from '../../test/app.js';
import {
  countingSandbox,
  createPlans,
  pay,
  testBillingConfig,
  updatePayment,
  webhook,
} from '../../test/billing-builders.js';
import { bearer, login, testClock } from '../../test/builders.js';
import { createContent, enrol, singleChoice } from '../../test/learning-builders.js';
import {
  openRetake,
  type SignedIn,
  signedIn,
  submitted,
  wrongAnswer,
} from '../../test/task-requests.js';
import { createBillingRepository } from './repository.js';

/*
 * Payments that go wrong half-way: a plan that would open nothing, a payment left waiting for
 * the bank's confirmation (it expires), and a page reloaded while its payment ran (GET
 * payments/attempts/{key}).
 */

const MINUTE_MS = 60 * 1000;
const clock = testClock('2031-03-02T08:00:00.000Z');
const sandbox = countingSandbox();
let t: TestApp;
let onlineDirection = 0;
let offlineDirection = 0;
let keyNumber = 0;
const newKey = () => `recovery-key-${++keyNumber}`;

/** The test plans' prices: what the student was shown. */
const prices: Record<string, number> = { 'online-1': 2900, 'online-12': 24900, 'offline-1': 4900 };

const plan = (planId: string, cardToken = 'tok_sandbox_succeeds') => ({
  purpose: 'subscription',
  planId,
  expectedPrice: { amount: prices[planId] ?? 0, currency: 'USD' },
  cardToken,
});

beforeAll(async () => {
  t = await buildTestApp(
    { billing: testBillingConfig },
    { now: clock.now, paymentProvider: sandbox.provider },
  );
  await createPlans(t.app);
  onlineDirection = (await createContent(t.app, { directionTitle: 'Online one' })).directionId;
  offlineDirection = (await createContent(t.app, { directionTitle: 'In class one' })).directionId;
});

afterAll(async () => {
  await t.close();
});

const paymentRows = (userId: number) =>
  t.app.db.select().from(payments).where(eq(payments.userId, userId));
const paidPeriods = (userId: number) =>
  t.app.db
    .select()
    .from(subscriptions)
    .where(and(eq(subscriptions.userId, userId), eq(subscriptions.kind, 'paid')));
const history = async (user: SignedIn) => {
  const response = await t.app.inject({
    method: 'GET',
    url: '/v1/payments',
    headers: user.headers,
  });
  expect(response.statusCode, response.body).toBe(200);
  return response.json<PaymentsResponse>().data;
};
/** Moves the clock on; the students sign in again (their access tokens expired meanwhile). */
async function later(ms: number, ...students: SignedIn[]) {
  clock.advance(ms);
  for (const student of students) {
    student.headers = bearer((await login(t.app, student)).accessToken);
  }
}
const attempt = (user: SignedIn, key: string) =>
  t.app.inject({ method: 'GET', url: `/v1/payments/attempts/${key}`, headers: user.headers });

describe('POST /v1/payments/pay: a plan must open one of the student’s directions', () => {
  it('refuses a student enrolled in no direction, charging and keeping nothing', async () => {
    const newcomer = await signedIn(t.app);
    const charges = sandbox.calls.charge;
    const response = await pay(t.app, newcomer, newKey(), plan('online-1'));
    expect(response.statusCode).toBe(409);
    expect(response.json()).toEqual({ statusCode: 409, message: 'ERR_PLAN_NEEDS_DIRECTION' });
    expect(sandbox.calls.charge).toBe(charges);
    expect(await paymentRows(newcomer.id)).toEqual([]);
    expect(await paidPeriods(newcomer.id)).toEqual([]);
  });

  it('refuses a plan of the other course format; the own format’s plan is sold', async () => {
    const offline = await signedIn(t.app);
    await enrol(t.app, offline.id, offlineDirection, { courseType: 'offline' });
    const before = await t.app.inject({
      method: 'GET',
      url: '/v1/subscriptions',
      headers: offline.headers,
    });

    const cheaper = await pay(t.app, offline, newKey(), plan('online-1'));
    expect(cheaper.json()).toEqual({ statusCode: 409, message: 'ERR_PLAN_OTHER_FORMAT' });
    expect(await paymentRows(offline.id)).toEqual([]);
    const after = await t.app.inject({
      method: 'GET',
      url: '/v1/subscriptions',
      headers: offline.headers,
    });
    // The access did not move.
    expect(after.json().access).toEqual(before.json().access);

    const own = await pay(t.app, offline, newKey(), plan('offline-1'));
    expect(own.statusCode, own.body).toBe(201);
    expect(await paidPeriods(offline.id)).toHaveLength(1);
  });

  it('sells either format to a student enrolled in both', async () => {
    const both = await signedIn(t.app, { directionId: onlineDirection });
    await enrol(t.app, both.id, offlineDirection, { courseType: 'offline' });
    expect((await pay(t.app, both, newKey(), plan('online-1'))).statusCode).toBe(201);
    expect((await pay(t.app, both, newKey(), plan('offline-1'))).statusCode).toBe(201);
    expect(await paidPeriods(both.id)).toHaveLength(2);
  });
});

describe('a payment waiting for the bank’s confirmation', () => {
  async function waiting(
    student: SignedIn,
    body: Record<string, unknown> = plan('online-1', 'tok_sandbox_needs_confirmation'),
  ) {
    const response = await pay(t.app, student, newKey(), body);
    expect(response.statusCode, response.body).toBe(201);
    const result = response.json<PaymentResult>();
    expect(result.payment.status).toBe('pending');
    return result.payment.id;
  }

  it('is resumed (confirmed) from the history within 15 minutes', async () => {
    const student = await signedIn(t.app, { directionId: onlineDirection });
    const id = await waiting(student);
    await later(14 * MINUTE_MS, student);
    expect((await history(student)).map((p) => [p.id, p.status])).toEqual([[id, 'pending']]);
    const confirmed = await updatePayment(t.app, student, id, 'confirm');
    expect(confirmed.statusCode, confirmed.body).toBe(200);
    expect(confirmed.json<PaymentResult>().payment.status).toBe('succeeded');
    expect(await paidPeriods(student.id)).toHaveLength(1);
  });

  it('is cancelled from the history by its owner only', async () => {
    const student = await signedIn(t.app, { directionId: onlineDirection });
    const id = await waiting(student);
    const stranger = await signedIn(t.app, { directionId: onlineDirection });
    expect((await updatePayment(t.app, stranger, id, 'cancel')).json()).toEqual({
      statusCode: 404,
      message: 'ERR_PAYMENT_NOT_FOUND',
    });
    const cancelled = await updatePayment(t.app, student, id, 'cancel');
    expect(cancelled.json<PaymentResult>().payment.status).toBe('cancelled');
    expect((await history(student)).map((p) => p.status)).toEqual(['cancelled']);
  });

  it('expires after 15 minutes: never confirmed then, by the student or a late webhook', async () => {
    const student = await signedIn(t.app, { directionId: onlineDirection });
    const id = await waiting(student);
    const [row] = await paymentRows(student.id);
    await later(15 * MINUTE_MS + 1000, student);

    // The history tells it expired, and the row says so.
    expect((await history(student)).map((p) => [p.id, p.status])).toEqual([[id, 'expired']]);
    expect((await paymentRows(student.id))[0]?.status).toBe('expired');

    const confirms = sandbox.calls.confirm;
    expect((await updatePayment(t.app, student, id, 'confirm')).json()).toEqual({
      statusCode: 409,
      message: 'ERR_PAYMENT_EXPIRED',
    });
    expect(sandbox.calls.confirm).toBe(confirms);
    const late = await webhook(t.app, {
      id: `evt_late_${id}`,
      type: 'payment.succeeded',
      reference: row?.providerReference ?? '',
    });
    expect(late.statusCode).toBe(204);
    expect(await paidPeriods(student.id)).toEqual([]);
    expect((await paymentRows(student.id))[0]?.status).toBe('expired');
  });

  it('expires when it is confirmed too late, even before anything read it', async () => {
    const student = await signedIn(t.app, { directionId: onlineDirection });
    const id = await waiting(student);
    await later(16 * MINUTE_MS, student);
    expect((await updatePayment(t.app, student, id, 'confirm')).json()).toEqual({
      statusCode: 409,
      message: 'ERR_PAYMENT_EXPIRED',
    });
    expect((await paymentRows(student.id))[0]?.status).toBe('expired');
    expect(await paidPeriods(student.id)).toEqual([]);
  });

  it('holds a retake only until it expires: then the retake can be bought again', async () => {
    const content = await createContent(t.app, {
      chapters: [{ tasks: [{ title: 'Recursion', questions: [singleChoice()] }] }],
    });
    const [taskId = 0] = content.taskIds;
    const question = content.chapters[0]?.tasks[0]?.questions[0];
    if (!question) throw new Error('no question');
    const student = await signedIn(t.app, { directionId: content.directionId });
    await submitted(t.app, student, taskId, [wrongAnswer(question)]);
    const retake = {
      purpose: 'retake',
      taskId,
      expectedPrice: { amount: 1500, currency: 'USD' },
      cardToken: 'tok_sandbox_succeeds',
    };

    await waiting(student, { ...retake, cardToken: 'tok_sandbox_needs_confirmation' });
    expect((await pay(t.app, student, newKey(), retake)).json()).toEqual({
      statusCode: 409,
      message: 'ERR_TASK_RETAKE_NOT_AVAILABLE',
    });
    await later(15 * MINUTE_MS + 1000, student);
    const paid = await pay(t.app, student, newKey(), retake);
    expect(paid.statusCode, paid.body).toBe(201);
    expect(paid.json<PaymentResult>().payment).toMatchObject({
      status: 'succeeded',
      description: 'Recursion',
    });
    expect((await openRetake(t.app, student, taskId)).statusCode).toBe(200);
  });
});

describe('GET /v1/payments/attempts/{key}: a page reloaded while its payment ran', () => {
  it('tells processing, unfinished and the payment as it stands, to its owner only', async () => {
    const student = await signedIn(t.app, { directionId: onlineDirection });
    const billing = createBillingRepository(t.app.db);
    const base = {
      userId: student.id,
      requestHash: 'hash',
      provider: 'sandbox',
      purpose: 'subscription' as const,
      planId: 'online-1',
      amount: 2900,
      currency: 'USD',
      description: 'Online · monthly',
      createdAt: clock.now(),
    };
    // In flight: the charge is under way, its outcome not stored.
    await billing.insertInFlight({ ...base, idempotencyKey: 'in-flight-key' });
    expect((await attempt(student, 'in-flight-key')).json<PaymentAttempt>()).toEqual({
      state: 'processing',
    });
    // The provider did not answer: the same request may go again.
    const failed = await billing.insertInFlight({ ...base, idempotencyKey: 'provider-failed' });
    await billing.storeAnswer(failed?.id ?? 0, {
      statusCode: 503,
      body: { statusCode: 503, message: 'ERR_PAYMENT_PROVIDER_UNAVAILABLE' },
    });
    expect((await attempt(student, 'provider-failed')).json<PaymentAttempt>()).toEqual({
      state: 'unfinished',
    });

    // Answered: succeeded, or waiting for confirmation (then expired).
    const key = newKey();
    const paid = await pay(t.app, student, key, plan('online-1'));
    const answered = (await attempt(student, key)).json<PaymentAttempt>();
    expect(answered).toEqual({ state: 'answered', payment: paid.json<PaymentResult>().payment });
    const waitingKey = newKey();
    await pay(t.app, student, waitingKey, plan('online-1', 'tok_sandbox_needs_confirmation'));
    expect((await attempt(student, waitingKey)).json()).toMatchObject({
      state: 'answered',
      payment: { status: 'pending' },
    });
    await later(15 * MINUTE_MS + 1000, student);
    expect((await attempt(student, waitingKey)).json()).toMatchObject({
      state: 'answered',
      payment: { status: 'expired' },
    });

    // Keys are per student: another's key, or one never sent, is not found.
    const stranger = await signedIn(t.app, { directionId: onlineDirection });
    for (const [user, unknown] of [
      [stranger, key],
      [student, 'never-sent-key'],
    ] as const) {
      const response = await attempt(user, unknown);
      expect(response.statusCode).toBe(404);
      expect(response.json()).toEqual({ statusCode: 404, message: 'ERR_PAYMENT_NOT_FOUND' });
    }
    // A key that cannot be one is refused as input.
    expect((await attempt(student, 'short')).statusCode).toBe(400);
  });
});
