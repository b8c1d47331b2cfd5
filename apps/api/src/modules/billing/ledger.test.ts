import {
  type AdminPayment,
  type AdminPaymentsResponse,
  IDEMPOTENCY_KEY_HEADER,
  type PaymentResult,
  type PaymentTotalsResponse,
  type RefundResult,
  type Subscription,
  type SubscriptionsResponse,
} from '@academy/contracts';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog, paymentRefunds, payments, subscriptions } from '../../db/schema/index.js';
import { buildTestApp, type TestApp } from '../../test/app.js';
import {
  countingSandbox,
  createPlans,
  pay,
  testBillingConfig,
  webhook,
} from '../../test/billing-builders.js';
import { bearer, createUser, latestMailTo, login, testClock } from '../../test/builders.js';
import { createContent, singleChoice } from '../../test/learning-builders.js';
import {
  openRetake,
  type SignedIn,
  signedIn,
  submitted,
  wrongAnswer,
} from '../../test/task-requests.js';

/*
 * The payments ledger (ARCHITECTURE.md, "Payments ledger"): the staff list, a payment's page,
 * refunds (once per key, never more than paid, 10 at once, a provider that fails or settles
 * later by webhook), what a refund does to access and retakes, grants, the CSV and the
 * takings. On PGlite and, with DATABASE_URL, on PostgreSQL.
 */

const DAY_MS = 24 * 60 * 60 * 1000;
const clock = testClock('2030-05-10T10:00:00.000Z');
const sandbox = countingSandbox();
let t: TestApp;
let directionId = 0;
let admin: { headers: Record<string, string>; id: number };
let mentor: { headers: Record<string, string> };
let keyNumber = 0;
const newKey = () => `ledger-key-${++keyNumber}-${Date.now()}`;
const monthly = {
  purpose: 'subscription',
  planId: 'online-1',
  expectedPrice: { amount: 2900, currency: 'USD' },
  cardToken: 'tok_sandbox_succeeds',
};

beforeAll(async () => {
  t = await buildTestApp(
    { billing: testBillingConfig },
    { now: clock.now, paymentProvider: sandbox.provider },
  );
  await createPlans(t.app);
  directionId = (await createContent(t.app, { directionTitle: 'Ledger direction' })).directionId;
  const adminUser = await createUser(t.app, { role: 'admin', fullName: 'Ada Admin' });
  admin = { id: adminUser.id, headers: bearer((await login(t.app, adminUser)).accessToken) };
  const mentorUser = await createUser(t.app, { role: 'mentor' });
  mentor = { headers: bearer((await login(t.app, mentorUser)).accessToken) };
});

afterAll(async () => {
  await t.close();
});

/** A student enrolled online whose trial is over: a plan bought now starts now. */
async function student(fullName?: string) {
  const user = await signedIn(t.app, { directionId, ...(fullName ? { fullName } : {}) });
  await t.app.db.delete(subscriptions).where(eq(subscriptions.userId, user.id));
  return user;
}

async function paid(user: SignedIn, body: Record<string, unknown> = monthly) {
  const response = await pay(t.app, user, newKey(), body);
  expect(response.statusCode, response.body).toBe(201);
  return response.json<PaymentResult>().payment;
}

const refund = (paymentId: number, key: string, body: { amount: number; reason: string }) =>
  t.app.inject({
    method: 'POST',
    url: `/v1/admin/payments/${paymentId}/refunds`,
    headers: { ...admin.headers, [IDEMPOTENCY_KEY_HEADER]: key },
    payload: body,
  });

const adminGet = <T>(url: string, headers = admin.headers) =>
  t.app.inject({ method: 'GET', url: `/v1${url}`, headers }).then((response) => {
    expect(response.statusCode, response.body).toBe(200);
    return response.json<T>();
  });

const periodsOf = (userId: number) =>
  t.app.db
    .select()
    .from(subscriptions)
    .where(and(eq(subscriptions.userId, userId), eq(subscriptions.kind, 'paid')));

describe('who may read and change the ledger', () => {
  it('refuses students and mentors; a student reads only their own payments', async () => {
    const someone = await student();
    const payment = await paid(someone);
    for (const headers of [someone.headers, mentor.headers]) {
      for (const url of [
        '/v1/admin/payments',
        `/v1/admin/payments/${payment.id}`,
        '/v1/admin/payments/export',
        '/v1/admin/payments/totals',
        `/v1/admin/users/${someone.id}/payments`,
      ]) {
        const response = await t.app.inject({ method: 'GET', url, headers });
        expect(response.statusCode, url).toBe(403);
      }
      const refused = await t.app.inject({
        method: 'POST',
        url: `/v1/admin/payments/${payment.id}/refunds`,
        headers: { ...headers, [IDEMPOTENCY_KEY_HEADER]: newKey() },
        payload: { amount: 100, reason: 'Mine' },
      });
      expect(refused.statusCode).toBe(403);
    }
    const other = await student();
    const own = await t.app.inject({ method: 'GET', url: '/v1/payments', headers: other.headers });
    expect(own.json().data).toEqual([]);
  });
});

describe('GET /v1/admin/payments', () => {
  it('searches by name, e-mail and id, filters by status and purpose, pages newest first', async () => {
    const zora = await student('Zora Ledgerova');
    const first = await paid(zora);
    clock.advance(1000);
    const second = await paid(zora, {
      ...monthly,
      planId: 'online-12',
      expectedPrice: { amount: 24900, currency: 'USD' },
    });
    clock.advance(1000);
    const declined = await pay(t.app, zora, newKey(), {
      ...monthly,
      cardToken: 'tok_sandbox_declines',
    });
    expect(declined.statusCode).toBe(402);

    const byName = await adminGet<AdminPaymentsResponse>('/admin/payments?search=ledgerova');
    expect(byName.items.map((item) => item.id).slice(0, 2)).toEqual([
      expect.any(Number),
      second.id,
    ]);
    expect(byName.total).toBe(3);
    expect(byName.items[0]?.status).toBe('declined');
    expect(byName.items[1]).toMatchObject({
      student: { id: zora.id, fullName: 'Zora Ledgerova', email: zora.email },
      purpose: 'subscription',
      planId: 'online-12',
      price: { amount: 24900, currency: 'USD' },
      refunded: 0,
      provider: 'sandbox',
      status: 'succeeded',
    });
    const byEmail = await adminGet<AdminPaymentsResponse>(
      `/admin/payments?search=${encodeURIComponent(zora.email)}&status=succeeded`,
    );
    expect(byEmail.items.map((item) => item.id)).toEqual([second.id, first.id]);
    const byId = await adminGet<AdminPaymentsResponse>(`/admin/payments?search=%23${first.id}`);
    expect(byId.items.map((item) => item.id)).toContain(first.id);
    const paged = await adminGet<AdminPaymentsResponse>(
      '/admin/payments?search=ledgerova&pageSize=2&page=2',
    );
    expect(paged).toMatchObject({ total: 3, page: 2, pageSize: 2 });
    expect(paged.items.map((item) => item.id)).toEqual([first.id]);
    const retakes = await adminGet<AdminPaymentsResponse>(
      '/admin/payments?search=ledgerova&purpose=retake',
    );
    expect(retakes.items).toEqual([]);
    const bad = await t.app.inject({
      method: 'GET',
      url: '/v1/admin/payments?status=lost',
      headers: admin.headers,
    });
    expect(bad.statusCode).toBe(400);
  });
});

describe('POST /v1/admin/payments/{id}/refunds', () => {
  it('refunds in part then in full, shortening then ending the period; audited and mailed', async () => {
    const user = await student('Partial Person');
    const payment = await paid(user);
    const [period] = await periodsOf(user.id);
    if (!period) throw new Error('no period');
    const length = period.endsAt.getTime() - period.startsAt.getTime();

    const half = await refund(payment.id, newKey(), { amount: 1450, reason: 'Half back' });
    expect(half.statusCode, half.body).toBe(201);
    const result = half.json<RefundResult>();
    expect(result.refund).toMatchObject({ amount: 1450, status: 'succeeded', reason: 'Half back' });
    expect(result.payment).toMatchObject({
      status: 'partly_refunded',
      refunded: 1450,
      refundable: 1450,
    });
    const [shortened] = await periodsOf(user.id);
    expect(shortened?.endsAt.getTime()).toBe(period.endsAt.getTime() - Math.round(length / 2));
    expect((await latestMailTo(t.app, user.email)).text).toContain('Refunded: $14.50');

    const tooMuch = await refund(payment.id, newKey(), { amount: 1451, reason: 'Too much' });
    expect(tooMuch.json()).toEqual({ statusCode: 409, message: 'ERR_REFUND_EXCEEDS_PAYMENT' });

    clock.advance(60_000);
    const rest = await refund(payment.id, newKey(), { amount: 1450, reason: 'The rest' });
    expect(rest.json<RefundResult>().payment).toMatchObject({ status: 'refunded', refundable: 0 });
    const [ended] = await periodsOf(user.id);
    // A full refund ends the running period now; the minute already given stays given.
    expect(ended?.endsAt.toISOString()).toBe(clock.now().toISOString());
    const access = await t.app.inject({
      method: 'GET',
      url: '/v1/subscriptions',
      headers: user.headers,
    });
    const paidPeriod = access
      .json<SubscriptionsResponse>()
      .data.find((candidate: Subscription) => candidate.kind === 'paid');
    expect(paidPeriod?.state).toBe('ended');

    const detail = await adminGet<AdminPayment>(`/admin/payments/${payment.id}`);
    expect(detail.timeline.map((entry) => entry.kind)).toEqual([
      'created',
      'paid',
      'refund_requested',
      'refund_succeeded',
      'refund_requested',
      'refund_succeeded',
    ]);
    expect(detail.refunds.map((r) => [r.amount, r.requestedBy])).toEqual([
      [1450, 'Ada Admin'],
      [1450, 'Ada Admin'],
    ]);
    expect(detail.periods).toHaveLength(1);
    const entries = await t.app.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entityType, 'payment'), eq(auditLog.entityId, String(payment.id))));
    expect(entries.map((entry) => [entry.action, entry.actorId])).toEqual([
      ['refund', admin.id],
      ['refund', admin.id],
    ]);
    expect(entries[0]?.after).toMatchObject({ refundAmount: 1450, reason: 'Half back' });
  });

  it('a double click and a replay refund once; another body under the key is 422', async () => {
    const user = await student();
    const payment = await paid(user);
    const key = newKey();
    const calls = sandbox.calls.refund;
    const [a, b] = await Promise.all([
      refund(payment.id, key, { amount: 1000, reason: 'Twice clicked' }),
      refund(payment.id, key, { amount: 1000, reason: 'Twice clicked' }),
    ]);
    const statuses = [a.statusCode, b.statusCode].sort();
    expect([
      [201, 201],
      [201, 409],
    ]).toContainEqual(statuses);
    const replay = await refund(payment.id, key, { amount: 1000, reason: 'Twice clicked' });
    expect(replay.statusCode).toBe(201);
    expect(replay.json<RefundResult>().payment.refunded).toBe(1000);
    expect(sandbox.calls.refund).toBe(calls + 1);
    const other = await refund(payment.id, key, { amount: 900, reason: 'Twice clicked' });
    expect(other.json()).toEqual({ statusCode: 422, message: 'ERR_IDEMPOTENCY_KEY_REUSED' });
  });

  it('10 parallel refunds with their own keys never give back more than was paid', async () => {
    const user = await student();
    const payment = await paid(user);
    const responses = await Promise.all(
      Array.from({ length: 10 }, () =>
        refund(payment.id, newKey(), { amount: 1000, reason: 'Parallel' }),
      ),
    );
    const done = responses.filter((response) => response.statusCode === 201);
    expect(done).toHaveLength(2);
    for (const response of responses.filter((r) => r.statusCode !== 201)) {
      expect(response.json()).toEqual({ statusCode: 409, message: 'ERR_REFUND_EXCEEDS_PAYMENT' });
    }
    const [row] = await t.app.db.select().from(payments).where(eq(payments.id, payment.id));
    expect([row?.refundedAmount, row?.refundHeldAmount]).toEqual([2000, 0]);
  });

  it('the database refuses refunds past the amount even without the service', async () => {
    const user = await student();
    const payment = await paid(user);
    await expect(
      t.app.db.update(payments).set({ refundedAmount: 3000 }).where(eq(payments.id, payment.id)),
    ).rejects.toThrow();
  });

  it('refuses a payment that did not succeed, and an unknown one', async () => {
    const user = await student();
    const declined = await pay(t.app, user, newKey(), {
      ...monthly,
      cardToken: 'tok_sandbox_declines',
    });
    const [row] = await t.app.db.select().from(payments).where(eq(payments.userId, user.id));
    expect(declined.statusCode).toBe(402);
    const refused = await refund(row?.id ?? 0, newKey(), { amount: 100, reason: 'No' });
    expect(refused.json()).toEqual({ statusCode: 409, message: 'ERR_PAYMENT_NOT_REFUNDABLE' });
    expect((await refund(999_999, newKey(), { amount: 100, reason: 'No' })).statusCode).toBe(404);
    const noReason = await refund(row?.id ?? 0, newKey(), { amount: 100, reason: '  ' });
    expect(noReason.statusCode).toBe(400);
  });

  it('a provider failure answers 503 and the same key asks again, under the same provider key', async () => {
    const user = await student();
    const payment = await paid(user);
    const key = newKey();
    const calls = sandbox.calls.refund;
    sandbox.failNextRefund();
    const failed = await refund(payment.id, key, { amount: 500, reason: 'Flaky' });
    expect(failed.json()).toEqual({ statusCode: 503, message: 'ERR_PAYMENT_PROVIDER_UNAVAILABLE' });
    // The money stays held: no other refund can take it meanwhile.
    const detail = await adminGet<AdminPayment>(`/admin/payments/${payment.id}`);
    expect(detail.refundable).toBe(2400);
    const retried = await refund(payment.id, key, { amount: 500, reason: 'Flaky' });
    expect(retried.statusCode).toBe(201);
    expect(retried.json<RefundResult>().payment.refunded).toBe(500);
    expect(sandbox.calls.refund).toBe(calls + 2);
  });

  it('a refund the provider fails releases the money', async () => {
    const user = await student();
    const payment = await paid(user);
    sandbox.refundsAnswer('failed');
    try {
      const response = await refund(payment.id, newKey(), { amount: 2900, reason: 'Refused' });
      expect(response.json<RefundResult>().refund.status).toBe('failed');
      expect(response.json<RefundResult>().payment).toMatchObject({
        status: 'succeeded',
        refundable: 2900,
      });
    } finally {
      sandbox.refundsAnswer('succeeded');
    }
  });

  it('a pending refund is settled once by the signed webhook', async () => {
    const user = await student();
    const payment = await paid(user);
    sandbox.refundsAnswer('pending');
    let answer: RefundResult;
    try {
      const response = await refund(payment.id, newKey(), { amount: 2900, reason: 'Later' });
      answer = response.json<RefundResult>();
    } finally {
      sandbox.refundsAnswer('succeeded');
    }
    expect(answer.refund.status).toBe('pending');
    expect(answer.payment).toMatchObject({ status: 'succeeded', refundable: 0 });
    const [row] = await t.app.db
      .select()
      .from(paymentRefunds)
      .where(eq(paymentRefunds.id, answer.refund.id));
    const event = {
      id: `evt_${newKey()}`,
      type: 'refund.succeeded',
      reference: row?.providerReference,
    };
    const unsigned = await webhook(t.app, event, { signature: null });
    expect(unsigned.statusCode).toBe(400);
    expect((await webhook(t.app, event)).statusCode).toBe(204);
    expect((await webhook(t.app, event)).statusCode).toBe(204);
    // A later, different event about the settled refund changes nothing.
    await webhook(t.app, { ...event, id: `evt_${newKey()}`, type: 'refund.failed' });
    const detail = await adminGet<AdminPayment>(`/admin/payments/${payment.id}`);
    expect(detail).toMatchObject({ status: 'refunded', refunded: 2900 });
    expect(detail.refunds[0]?.status).toBe('succeeded');
    expect(detail.timeline.filter((entry) => entry.kind === 'webhook')).toHaveLength(2);
    // Refunded in full in the moment it started: the period is cancelled.
    const [period] = await periodsOf(user.id);
    expect(period?.status).toBe('cancelled');
    const unknown = await webhook(t.app, { ...event, id: 'evt_other', reference: 'sbx_re_none' });
    expect(unknown.statusCode).toBe(404);
  });

  it('a refund made in the provider’s dashboard is recorded and applied once', async () => {
    const user = await student();
    const payment = await paid(user);
    const [row] = await t.app.db.select().from(payments).where(eq(payments.id, payment.id));
    const [before] = await periodsOf(user.id);
    const event = {
      id: `evt_${newKey()}`,
      type: 'refund.succeeded',
      reference: `sbx_re_dashboard_${payment.id}`,
      unasked: { payment: row?.providerReference, amount: 1450 },
    };
    // Delivered twice, and once more under another event id: one refund.
    expect((await webhook(t.app, event)).statusCode).toBe(204);
    expect((await webhook(t.app, event)).statusCode).toBe(204);
    expect((await webhook(t.app, { ...event, id: `evt_${newKey()}` })).statusCode).toBe(204);
    const detail = await adminGet<AdminPayment>(`/admin/payments/${payment.id}`);
    expect(detail).toMatchObject({ status: 'partly_refunded', refunded: 1450, refundable: 1450 });
    expect(detail.refunds).toHaveLength(1);
    expect(detail.refunds[0]).toMatchObject({
      amount: 1450,
      status: 'succeeded',
      atProvider: true,
      requestedBy: null,
    });
    // What any refund does: the period shortened, the student mailed with the credit note.
    const [after] = await periodsOf(user.id);
    expect(after?.endsAt.getTime()).toBeLessThan(before?.endsAt.getTime() ?? 0);
    const mail = await latestMailTo(t.app, user.email);
    expect(mail?.text).toContain('$14.50');
    expect(mail?.text).toContain(`/pricing?credit-note=${detail.refunds[0]?.id}`);

    // More than the payment still holds: kept as an event, nothing changed.
    const tooMuch = { ...event, id: `evt_${newKey()}`, reference: 'sbx_re_dashboard_big' };
    tooMuch.unasked = { payment: row?.providerReference, amount: 5000 };
    expect((await webhook(t.app, tooMuch)).statusCode).toBe(204);
    expect((await adminGet<AdminPayment>(`/admin/payments/${payment.id}`)).refunded).toBe(1450);
    // A payment it does not know (yet): not recorded, so the provider delivers it again.
    const unknown = { ...event, id: `evt_${newKey()}`, reference: 'sbx_re_elsewhere' };
    unknown.unasked = { payment: 'sbx_unknown_payment', amount: 100 };
    expect((await webhook(t.app, unknown)).statusCode).toBe(404);
  });

  it('a retake refund removes the unlock; once the retake is used it is refused', async () => {
    const content = await createContent(t.app, {
      chapters: [{ tasks: [{ title: 'Loops', questions: [singleChoice()] }] }],
    });
    const [taskId = 0] = content.taskIds;
    const question = content.chapters[0]?.tasks[0]?.questions[0];
    if (!question) throw new Error('no question');
    const buy = async () => {
      const user = await signedIn(t.app, { directionId: content.directionId });
      await submitted(t.app, user, taskId, [wrongAnswer(question)]);
      const payment = await paid(user, {
        purpose: 'retake',
        taskId,
        expectedPrice: { amount: 1500, currency: 'USD' },
        cardToken: 'tok_sandbox_succeeds',
      });
      return { user, payment };
    };

    const unused = await buy();
    const back = await refund(unused.payment.id, newKey(), { amount: 1500, reason: 'Unused' });
    expect(back.statusCode).toBe(201);
    expect((await openRetake(t.app, unused.user, taskId)).json().message).toBe(
      'ERR_TASK_RETAKE_NOT_PAID',
    );

    const used = await buy();
    expect((await openRetake(t.app, used.user, taskId)).statusCode).toBe(200);
    await submitted(t.app, used.user, taskId, [wrongAnswer(question)]);
    const refused = await refund(used.payment.id, newKey(), { amount: 1500, reason: 'Used' });
    expect(refused.json()).toEqual({ statusCode: 409, message: 'ERR_REFUND_RETAKE_USED' });
    const detail = await adminGet<AdminPayment>(`/admin/payments/${used.payment.id}`);
    expect(detail.retakeUsed).toBe(true);
  });
});

describe('POST /v1/admin/users/{id}/grants', () => {
  it('chains a grant after the running access, shows it to the student as granted, audits it', async () => {
    const user = await student();
    await paid(user);
    const [period] = await periodsOf(user.id);
    const response = await t.app.inject({
      method: 'POST',
      url: `/v1/admin/users/${user.id}/grants`,
      headers: admin.headers,
      payload: { length: 10, unit: 'days', reason: 'Scholarship' },
    });
    expect(response.statusCode, response.body).toBe(201);
    const granted = response.json<Subscription>();
    expect(granted).toMatchObject({ kind: 'grant', plan: null, state: 'upcoming' });
    expect(granted.startsAt).toBe(period?.endsAt.toISOString());
    expect(Date.parse(granted.endsAt) - Date.parse(granted.startsAt)).toBe(10 * DAY_MS);

    const months = await t.app.inject({
      method: 'POST',
      url: `/v1/admin/users/${user.id}/grants`,
      headers: admin.headers,
      payload: { length: 2, unit: 'months', reason: 'Goodwill' },
    });
    expect(months.json<Subscription>().startsAt).toBe(granted.endsAt);

    const own = await t.app.inject({
      method: 'GET',
      url: '/v1/subscriptions',
      headers: user.headers,
    });
    const view = own.json<SubscriptionsResponse>();
    expect(view.data.filter((p) => p.kind === 'grant')).toHaveLength(2);
    expect(view.access.endsAt).toBe(months.json<Subscription>().endsAt);
    const entries = await t.app.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'grant_access'), eq(auditLog.entityId, String(user.id))));
    expect(entries.map((entry) => (entry.after as { reason: string }).reason)).toEqual([
      'Scholarship',
      'Goodwill',
    ]);

    const tooLong = await t.app.inject({
      method: 'POST',
      url: `/v1/admin/users/${user.id}/grants`,
      headers: admin.headers,
      payload: { length: 13, unit: 'months', reason: 'Too long' },
    });
    expect(tooLong.statusCode).toBe(400);
    const staff = await createUser(t.app, { role: 'mentor' });
    const notStudent = await t.app.inject({
      method: 'POST',
      url: `/v1/admin/users/${staff.id}/grants`,
      headers: admin.headers,
      payload: { length: 1, unit: 'days', reason: 'No' },
    });
    expect(notStudent.json()).toEqual({ statusCode: 409, message: 'ERR_GRANT_NEEDS_STUDENT' });
  });

  it('a grant after an ended access opens learning access now', async () => {
    const user = await signedIn(t.app, { directionId });
    await t.app.db.delete(subscriptions).where(eq(subscriptions.userId, user.id));
    await t.app.inject({
      method: 'POST',
      url: `/v1/admin/users/${user.id}/grants`,
      headers: admin.headers,
      payload: { length: 5, unit: 'days', reason: 'Welcome' },
    });
    const own = await t.app.inject({
      method: 'GET',
      url: '/v1/subscriptions',
      headers: user.headers,
    });
    expect(own.json<SubscriptionsResponse>().access.state).toBe('subscription');
  });
});

describe('the CSV and the takings', () => {
  it('exports the filter as CSV, streamed in batches', async () => {
    const user = await student('Csv "Quoted" Person');
    const payment = await paid(user);
    const response = await t.app.inject({
      method: 'GET',
      url: `/v1/admin/payments/export?search=${encodeURIComponent(user.email)}`,
      headers: admin.headers,
    });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toContain('text/csv');
    expect(response.headers['transfer-encoding']).toBe('chunked');
    const lines = response.body.replace('\uFEFF', '').trim().split('\r\n');
    expect(lines[0]).toBe(
      'id,createdAt,paidAt,student,email,purpose,description,amount,promotionCode,discount,refunded,currency,provider,status',
    );
    expect(lines).toHaveLength(2);
    expect(lines[1]).toContain(`${payment.id},`);
    expect(lines[1]).toContain('"Csv ""Quoted"" Person"');
    expect(lines[1]).toContain(',29.00,,0.00,0.00,USD,sandbox,succeeded');

    const { createLedgerService } = await import('./ledger.js');
    const service = createLedgerService({
      db: t.app.db,
      unitOfWork: t.app.unitOfWork,
      now: clock.now,
      currency: 'USD',
    });
    const { stream } = await service.csv({}, 2);
    const chunks: string[] = [];
    for await (const chunk of stream) chunks.push(String(chunk));
    const [count] = await t.app.db.select({ id: payments.id }).from(payments);
    expect(count).toBeDefined();
    // The header, then one chunk per batch of two rows: never the whole ledger at once.
    expect(chunks.length).toBeGreaterThan(3);
    expect(chunks.slice(1).every((chunk) => chunk.trim().split('\r\n').length <= 2)).toBe(true);
  });

  it('answers the takings per month and per plan, less refunds', async () => {
    const before = await adminGet<PaymentTotalsResponse>('/admin/payments/totals');
    const user = await student();
    const payment = await paid(user);
    await refund(payment.id, newKey(), { amount: 900, reason: 'Partly' });
    const after = await adminGet<PaymentTotalsResponse>('/admin/payments/totals');
    expect(after.currency).toBe('USD');
    expect(after.months).toHaveLength(12);
    const month = clock.now().toISOString().slice(0, 7);
    const now = after.months.find((entry) => entry.month === month);
    const was = before.months.find((entry) => entry.month === month);
    expect((now?.net ?? 0) - (was?.net ?? 0)).toBe(2000);
    const plan = after.plans.find((entry) => entry.planId === 'online-1');
    const planBefore = before.plans.find((entry) => entry.planId === 'online-1');
    expect((plan?.net ?? 0) - (planBefore?.net ?? 0)).toBe(2000);
    expect(plan?.name).toBe('Online · monthly');
  });
});
