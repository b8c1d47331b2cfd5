import type {
  PaymentResult,
  PaymentsResponse,
  PricingResponse,
  SubscriptionsResponse,
} from '@academy/contracts';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mailOutbox, payments, subscriptions } from '../../db/schema/index.js';
import { buildTestApp, type TestApp } from '../../test/app.js';
import {
  countingSandbox,
  createPeriod,
  createPlans,
  pay,
  testBillingConfig,
  updatePayment,
  webhook,
} from '../../test/billing-builders.js';
import { bearer, latestMailTo, login, testClock } from '../../test/builders.js';
import { createContent, singleChoice } from '../../test/learning-builders.js';
import {
  openRetake,
  type SignedIn,
  signedIn,
  submitted,
  wrongAnswer,
} from '../../test/task-requests.js';

const DAY_MS = 24 * 60 * 60 * 1000;
const clock = testClock('2030-05-10T10:00:00.000Z');
const sandbox = countingSandbox();
let t: TestApp;
/** A direction every paying student of these tests is enrolled in (online): a plan opens it. */
let directionId = 0;
let keyNumber = 0;
const newKey = () => `test-key-${++keyNumber}-${Date.now()}`;

const succeeds = {
  purpose: 'subscription',
  planId: 'online-1',
  expectedPrice: { amount: 2900, currency: 'USD' },
  cardToken: 'tok_sandbox_succeeds',
};

beforeAll(async () => {
  t = await buildTestApp(
    {
      billing: testBillingConfig,
    },
    { now: clock.now, paymentProvider: sandbox.provider },
  );
  await createPlans(t.app);
  directionId = (await createContent(t.app, { directionTitle: 'Paid direction' })).directionId;
});

/** A signed-in student enrolled online in the tests' direction. */
const enrolled = (options: Parameters<typeof signedIn>[1] = {}) =>
  signedIn(t.app, { directionId, ...options });

afterAll(async () => {
  await t.close();
});

const get = <T>(user: SignedIn, url: string) =>
  t.app.inject({ method: 'GET', url, headers: user.headers }).then((response) => {
    expect(response.statusCode, response.body).toBe(200);
    return response.json<T>();
  });

const subscriptionsOf = (user: SignedIn) => get<SubscriptionsResponse>(user, '/v1/subscriptions');
const paymentsOf = (user: SignedIn) => get<PaymentsResponse>(user, '/v1/payments');

const paymentRows = (userId: number) =>
  t.app.db.select().from(payments).where(eq(payments.userId, userId));
const paidPeriods = (userId: number) =>
  t.app.db
    .select()
    .from(subscriptions)
    .where(and(eq(subscriptions.userId, userId), eq(subscriptions.kind, 'paid')));
const mailsTo = (to: string) => t.app.db.select().from(mailOutbox).where(eq(mailOutbox.to, to));

describe('GET /v1/pricing', () => {
  it('answers anyone the plans on sale by position, the trial and the retake price', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/v1/pricing' });
    expect(response.statusCode).toBe(200);
    const pricing = response.json<PricingResponse>();
    expect(pricing.trialDays).toBe(7);
    expect(pricing.retakePrice).toEqual({ amount: 1500, currency: 'USD' });
    expect(pricing.plans.map((plan) => plan.id)).toEqual(['online-1', 'online-12', 'offline-1']);
    expect(pricing.plans[0]).toEqual({
      id: 'online-1',
      name: 'Online · monthly',
      names: { en: 'Online · monthly', ru: 'Онлайн · помесячно' },
      courseType: 'online',
      periodMonths: 1,
      price: { amount: 2900, currency: 'USD' },
    });
  });
});

describe('POST /v1/payments/pay', () => {
  it('buys a plan: succeeded, a period queued after the running trial, a receipt', async () => {
    const student = await enrolled();
    const response = await pay(t.app, student, newKey(), succeeds);
    expect(response.statusCode, response.body).toBe(201);
    const result = response.json<PaymentResult>();
    expect(result).toMatchObject({
      confirmationRequired: false,
      payment: {
        purpose: 'subscription',
        status: 'succeeded',
        price: { amount: 2900, currency: 'USD' },
        description: 'Online · monthly',
        planId: 'online-1',
        taskId: null,
        cardLabel: 'Visa •••• 4242',
        paidAt: clock.now().toISOString(),
      },
    });

    const trialEnd = new Date(clock.now().getTime() + 7 * DAY_MS);
    const periods = await subscriptionsOf(student);
    expect(periods.data.map((p) => [p.kind, p.state, p.startsAt, p.endsAt])).toEqual([
      ['paid', 'upcoming', trialEnd.toISOString(), '2030-06-17T10:00:00.000Z'],
      ['trial', 'active', clock.now().toISOString(), trialEnd.toISOString()],
    ]);
    expect(periods.access).toEqual({ state: 'trial', endsAt: '2030-06-17T10:00:00.000Z' });

    const receipt = await latestMailTo(t.app, student.email);
    expect(receipt.subject).toBe('Your Academy payment receipt');
    expect(receipt.text).toContain('Paid for: Online · monthly');
    expect(receipt.text).toContain('Amount: $29.00');
    expect(receipt.text).toContain('Card: Visa •••• 4242');
    expect(receipt.text).toContain(`Payment number: ${result.payment.id}`);
    // Its button leads to the history on the pricing page, offering this receipt's PDF.
    expect(receipt.text).toContain(
      `Download the receipt (PDF): http://academy.test/pricing?receipt=${result.payment.id}`,
    );
  });

  it('starts the period now for a student whose trial ended, extends it with a renewal', async () => {
    const student = await enrolled({ access: 'none' });
    await createPeriod(t.app, student.id, {
      kind: 'trial',
      startsAt: new Date(clock.now().getTime() - 20 * DAY_MS),
      endsAt: new Date(clock.now().getTime() - 13 * DAY_MS),
    });
    expect((await subscriptionsOf(student)).access).toEqual({ state: 'ended', endsAt: null });

    expect((await pay(t.app, student, newKey(), succeeds)).statusCode).toBe(201);
    const renewal = await pay(t.app, student, newKey(), {
      ...succeeds,
      planId: 'online-12',
      expectedPrice: { amount: 24900, currency: 'USD' },
    });
    expect(renewal.statusCode).toBe(201);

    const periods = await subscriptionsOf(student);
    expect(
      periods.data.map((p) => [p.kind, p.state, p.plan?.id ?? null, p.startsAt, p.endsAt]),
    ).toEqual([
      ['paid', 'upcoming', 'online-12', '2030-06-10T10:00:00.000Z', '2031-06-10T10:00:00.000Z'],
      ['paid', 'active', 'online-1', '2030-05-10T10:00:00.000Z', '2030-06-10T10:00:00.000Z'],
      ['trial', 'ended', null, '2030-04-20T10:00:00.000Z', '2030-04-27T10:00:00.000Z'],
    ]);
    expect(periods.access).toEqual({ state: 'subscription', endsAt: '2031-06-10T10:00:00.000Z' });
  });

  it('tells what each period unlocks: the trial everything, a plan its course format', async () => {
    const online = await createContent(t.app, { directionTitle: 'Online direction' });
    const offline = await createContent(t.app, { directionTitle: 'Offline direction' });
    const student = await signedIn(t.app, { directionId: online.directionId });
    await t.app.inject({ method: 'GET', url: '/v1/students', headers: student.headers });
    const { enrolments } = await import('../../db/schema/index.js');
    await t.app.db.insert(enrolments).values({
      userId: student.id,
      directionId: offline.directionId,
      courseType: 'offline',
    });
    expect((await pay(t.app, student, newKey(), succeeds)).statusCode).toBe(201);
    const periods = await subscriptionsOf(student);
    expect(periods.data.map((p) => [p.kind, p.unlocks.map((d) => d.title)])).toEqual([
      ['paid', ['Online direction']],
      ['trial', ['Offline direction', 'Online direction']],
    ]);
  });

  it('needs the idempotency-key header, validated like any input', async () => {
    const student = await enrolled();
    const missing = await pay(t.app, student, null, succeeds);
    expect(missing.statusCode).toBe(400);
    expect(missing.json()).toMatchObject({
      message: 'ERR_VALIDATION',
      errors: [{ field: 'idempotency-key' }],
    });
    expect((await pay(t.app, student, 'short', succeeds)).statusCode).toBe(400);
    expect(await paymentRows(student.id)).toEqual([]);
  });

  it('replays the stored answer, refuses the key with another body, and scopes keys to the user', async () => {
    const student = await enrolled();
    const key = newKey();
    const charges = sandbox.calls.charge;
    const first = await pay(t.app, student, key, succeeds);
    expect(first.statusCode).toBe(201);
    const again = await pay(t.app, student, key, succeeds);
    expect(again.statusCode).toBe(201);
    expect(again.body).toBe(first.body);
    expect(sandbox.calls.charge).toBe(charges + 1);

    const other = await pay(t.app, student, key, {
      ...succeeds,
      planId: 'online-12',
      expectedPrice: { amount: 24900, currency: 'USD' },
    });
    expect(other.statusCode).toBe(422);
    expect(other.json()).toEqual({ statusCode: 422, message: 'ERR_IDEMPOTENCY_KEY_REUSED' });

    const someoneElse = await enrolled();
    const theirs = await pay(t.app, someoneElse, key, succeeds);
    expect(theirs.statusCode).toBe(201);
    expect(theirs.json<PaymentResult>().payment.id).not.toBe(
      first.json<PaymentResult>().payment.id,
    );
    expect(await paidPeriods(student.id)).toHaveLength(1);
    expect(await paidPeriods(someoneElse.id)).toHaveLength(1);
  });

  it('frees a key kept longer than 24 hours', async () => {
    const student = await enrolled();
    const key = newKey();
    expect((await pay(t.app, student, key, succeeds)).statusCode).toBe(201);
    clock.advance(23 * 60 * 60 * 1000);
    const nextDay = { ...student, headers: bearer((await login(t.app, student)).accessToken) };
    const other = {
      ...succeeds,
      planId: 'online-12',
      expectedPrice: { amount: 24900, currency: 'USD' },
    };
    expect((await pay(t.app, nextDay, key, other)).statusCode).toBe(422);
    clock.advance(2 * 60 * 60 * 1000);
    const later = await pay(
      t.app,
      { ...student, headers: bearer((await login(t.app, student)).accessToken) },
      key,
      other,
    );
    expect(later.statusCode).toBe(201);
    expect(await paymentRows(student.id)).toHaveLength(2);
    const latest = { ...student, headers: bearer((await login(t.app, student)).accessToken) };
    expect((await paymentsOf(latest)).data.map((p) => p.planId)).toEqual(['online-12', 'online-1']);
  });

  it('stores a decline as 402 and changes nothing else', async () => {
    const student = await enrolled();
    const key = newKey();
    const body = { ...succeeds, cardToken: 'tok_sandbox_declines' };
    const declined = await pay(t.app, student, key, body);
    expect(declined.statusCode).toBe(402);
    expect(declined.json()).toEqual({ statusCode: 402, message: 'ERR_PAYMENT_DECLINED' });
    const replayed = await pay(t.app, student, key, body);
    expect(replayed.statusCode).toBe(402);
    expect(await paidPeriods(student.id)).toEqual([]);
    expect(await mailsTo(student.email)).toEqual([]);
    expect((await paymentsOf(student)).data.map((p) => [p.status, p.cardLabel])).toEqual([
      ['declined', 'Visa •••• 0002'],
    ]);
  });

  it('refuses a token the provider does not know with 400, keeping nothing', async () => {
    const student = await enrolled();
    const key = newKey();
    const response = await pay(t.app, student, key, { ...succeeds, cardToken: '4242424242424242' });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ statusCode: 400, message: 'ERR_PAYMENT_TOKEN_INVALID' });
    expect(await paymentRows(student.id)).toEqual([]);
    expect((await pay(t.app, student, key, succeeds)).statusCode).toBe(201);
  });

  it('answers 503 when the provider fails, and the same key can go again', async () => {
    const student = await enrolled();
    const key = newKey();
    const charges = sandbox.calls.charge;
    sandbox.failNext();
    const failed = await pay(t.app, student, key, succeeds);
    expect(failed.statusCode).toBe(503);
    expect(failed.json()).toEqual({ statusCode: 503, message: 'ERR_PAYMENT_PROVIDER_UNAVAILABLE' });
    // Nothing happened for the student: no period, nothing in the history.
    expect(await paidPeriods(student.id)).toEqual([]);
    expect((await paymentsOf(student)).data).toEqual([]);
    // Another body under the key is still another payment.
    expect(
      (
        await pay(t.app, student, key, {
          ...succeeds,
          planId: 'online-12',
          expectedPrice: { amount: 24900, currency: 'USD' },
        })
      ).statusCode,
    ).toBe(422);

    const retried = await pay(t.app, student, key, succeeds);
    expect(retried.statusCode).toBe(201);
    const rows = await paymentRows(student.id);
    expect(rows.map((row) => [row.id, row.status])).toEqual([
      [retried.json<PaymentResult>().payment.id, 'succeeded'],
    ]);
    expect(await paidPeriods(student.id)).toHaveLength(1);
    expect(sandbox.calls.charge).toBe(charges + 2);
    expect((await pay(t.app, student, key, succeeds)).body).toBe(retried.body);
  });

  it('refuses unknown and retired plans with 404', async () => {
    const student = await enrolled();
    for (const planId of ['no-such-plan', 'retired']) {
      const response = await pay(t.app, student, newKey(), { ...succeeds, planId });
      expect(response.statusCode).toBe(404);
      expect(response.json()).toEqual({ statusCode: 404, message: 'ERR_PLAN_NOT_FOUND' });
    }
    expect(await paymentRows(student.id)).toEqual([]);
  });

  it('buys the retake of a failed first attempt, which then opens; once only', async () => {
    const content = await createContent(t.app, {
      chapters: [{ tasks: [{ title: 'Closures', questions: [singleChoice()] }, {}] }],
    });
    const [taskId = 0, untouchedId = 0] = content.taskIds;
    const question = content.chapters[0]?.tasks[0]?.questions[0];
    if (!question) throw new Error('no question');
    const student = await signedIn(t.app, { directionId: content.directionId });
    const retake = {
      purpose: 'retake',
      taskId,
      expectedPrice: { amount: 1500, currency: 'USD' },
      cardToken: 'tok_sandbox_succeeds',
    };

    expect((await pay(t.app, student, newKey(), retake)).json()).toEqual({
      statusCode: 409,
      message: 'ERR_TASK_RETAKE_NOT_AVAILABLE',
    });
    await submitted(t.app, student, taskId, [wrongAnswer(question)]);
    expect((await openRetake(t.app, student, taskId)).json().message).toBe(
      'ERR_TASK_RETAKE_NOT_PAID',
    );

    // While a payment for it waits for confirmation, the retake is not sold again.
    const waiting = await pay(t.app, student, newKey(), {
      ...retake,
      cardToken: 'tok_sandbox_needs_confirmation',
    });
    expect(waiting.json<PaymentResult>().payment.status).toBe('pending');
    expect((await pay(t.app, student, newKey(), retake)).statusCode).toBe(409);
    const waitingId = waiting.json<PaymentResult>().payment.id;
    expect((await updatePayment(t.app, student, waitingId, 'cancel')).statusCode).toBe(200);

    const paid = await pay(t.app, student, newKey(), retake);
    expect(paid.statusCode).toBe(201);
    expect(paid.json<PaymentResult>().payment).toMatchObject({
      purpose: 'retake',
      status: 'succeeded',
      taskId,
      // The test's title: the history and the receipt name it a retake in the reader's language.
      description: 'Closures',
      price: { amount: 1500, currency: 'USD' },
    });
    expect((await latestMailTo(t.app, student.email)).text).toContain('Paid for: Retake: Closures');
    expect((await pay(t.app, student, newKey(), retake)).statusCode).toBe(409);
    expect((await openRetake(t.app, student, taskId)).statusCode).toBe(200);
    expect(await paidPeriods(student.id)).toEqual([]);

    const other = { ...retake, taskId: untouchedId };
    expect((await pay(t.app, student, newKey(), other)).statusCode).toBe(409);
    expect((await pay(t.app, student, newKey(), { ...retake, taskId: 999_999 })).json()).toEqual({
      statusCode: 404,
      message: 'ERR_TASK_NOT_EXISTS',
    });
    const stranger = await enrolled();
    expect((await pay(t.app, stranger, newKey(), retake)).statusCode).toBe(403);
  });

  it('never writes the card token to the logs', async () => {
    const student = await enrolled();
    await pay(t.app, student, newKey(), succeeds);
    await pay(t.app, student, newKey(), { ...succeeds, cardToken: 'tok_sandbox_declines' });
    await pay(t.app, student, newKey(), { ...succeeds, cardToken: 'tok_unknown_secret_token' });
    const logs = t.rawLogs();
    expect(logs).toContain('payment.charged');
    expect(logs).not.toContain('tok_');
    expect(logs).not.toContain('cardToken');
    expect(logs).not.toMatch(/\b4242424242424242\b/);
  });
});

describe('confirmation: PATCH /v1/payments and the webhook', () => {
  const needsConfirmation = { ...succeeds, cardToken: 'tok_sandbox_needs_confirmation' };

  async function pendingPayment(student: SignedIn) {
    const response = await pay(t.app, student, newKey(), needsConfirmation);
    expect(response.statusCode).toBe(201);
    const result = response.json<PaymentResult>();
    expect(result.confirmationRequired).toBe(true);
    expect(result.payment.status).toBe('pending');
    const [row] = await t.app.db.select().from(payments).where(eq(payments.id, result.payment.id));
    return { id: result.payment.id, reference: row?.providerReference ?? '' };
  }

  it('applies nothing while pending; a confirmation completes it with its effects', async () => {
    const student = await enrolled({ access: 'none' });
    const { id } = await pendingPayment(student);
    expect(await paidPeriods(student.id)).toEqual([]);
    expect(await mailsTo(student.email)).toEqual([]);

    const confirmed = await updatePayment(t.app, student, id, 'confirm');
    expect(confirmed.statusCode).toBe(200);
    expect(confirmed.json<PaymentResult>()).toMatchObject({
      confirmationRequired: false,
      payment: { id, status: 'succeeded', cardLabel: 'Visa •••• 3184' },
    });
    expect(await paidPeriods(student.id)).toHaveLength(1);
    expect(await mailsTo(student.email)).toHaveLength(1);
    expect((await updatePayment(t.app, student, id, 'confirm')).json()).toEqual({
      statusCode: 409,
      message: 'ERR_PAYMENT_NOT_PENDING',
    });
  });

  it('cancels a pending payment; another student cannot touch it', async () => {
    const student = await enrolled();
    const { id } = await pendingPayment(student);
    const stranger = await enrolled();
    expect((await updatePayment(t.app, stranger, id, 'confirm')).json()).toEqual({
      statusCode: 404,
      message: 'ERR_PAYMENT_NOT_FOUND',
    });
    // Nor read it: the history lists the caller's own payments only.
    expect((await paymentsOf(stranger)).data).toEqual([]);
    const cancelled = await updatePayment(t.app, student, id, 'cancel');
    expect(cancelled.statusCode).toBe(200);
    expect(cancelled.json<PaymentResult>().payment.status).toBe('cancelled');
    expect((await updatePayment(t.app, student, id, 'confirm')).statusCode).toBe(409);
    expect(await paidPeriods(student.id)).toEqual([]);
    expect((await paymentsOf(student)).data.map((p) => p.status)).toEqual(['cancelled']);
  });

  it('completes a pending payment on a signed webhook, once however often it is delivered', async () => {
    const student = await enrolled();
    const { id, reference } = await pendingPayment(student);
    const event = { id: `evt_${id}`, type: 'payment.succeeded', reference };
    expect((await webhook(t.app, event)).statusCode).toBe(204);
    expect((await webhook(t.app, event)).statusCode).toBe(204);
    expect((await webhook(t.app, { ...event, id: `evt_${id}_2` })).statusCode).toBe(204);
    expect(await paidPeriods(student.id)).toHaveLength(1);
    expect(await mailsTo(student.email)).toHaveLength(1);
    expect((await paymentsOf(student)).data[0]?.status).toBe('succeeded');
    expect((await updatePayment(t.app, student, id, 'confirm')).statusCode).toBe(409);
  });

  it('applies a confirmation racing the webhook once', async () => {
    const student = await enrolled();
    const { id, reference } = await pendingPayment(student);
    const [confirmed, hooked] = await Promise.all([
      updatePayment(t.app, student, id, 'confirm'),
      webhook(t.app, { id: `evt_race_${id}`, type: 'payment.succeeded', reference }),
    ]);
    // Whichever settles it first wins; a confirmation that comes second finds it settled.
    expect([200, 409]).toContain(confirmed.statusCode);
    expect(hooked.statusCode).toBe(204);
    expect((await paymentsOf(student)).data[0]?.status).toBe('succeeded');
    expect(await paidPeriods(student.id)).toHaveLength(1);
    expect(await mailsTo(student.email)).toHaveLength(1);
  });

  it('refuses a forged, missing or stale signature, an unknown provider or payment', async () => {
    const student = await enrolled();
    const { id, reference } = await pendingPayment(student);
    const event = { id: `evt_bad_${id}`, type: 'payment.succeeded', reference };
    const invalid = { statusCode: 400, message: 'ERR_WEBHOOK_SIGNATURE_INVALID' };
    const forged = await webhook(t.app, event, { secret: 'another-secret-of-at-least-32-bytes!!' });
    expect(forged.json()).toEqual(invalid);
    expect((await webhook(t.app, event, { signature: null })).json()).toEqual(invalid);
    expect((await webhook(t.app, event, { signature: 't=1,v1=abc' })).json()).toEqual(invalid);
    const stale = new Date(clock.now().getTime() - 6 * 60 * 1000);
    expect((await webhook(t.app, event, { at: stale })).json()).toEqual(invalid);
    expect((await webhook(t.app, event, { provider: 'stripe' })).statusCode).toBe(404);
    expect((await webhook(t.app, { ...event, reference: 'sbx_unknown' })).json()).toEqual({
      statusCode: 404,
      message: 'ERR_NOT_FOUND',
    });
    expect(await paidPeriods(student.id)).toEqual([]);

    // Within the tolerance it is taken.
    const recent = new Date(clock.now().getTime() - 4 * 60 * 1000);
    expect((await webhook(t.app, event, { at: recent })).statusCode).toBe(204);
    expect(await paidPeriods(student.id)).toHaveLength(1);
  });
});
