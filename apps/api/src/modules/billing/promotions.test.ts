import {
  type AdminPromotion,
  type AdminPromotionsResponse,
  type PaymentResult,
  type PaymentsResponse,
  type PromotionCheckResponse,
  SMALLEST_DISCOUNTED_PRICE_MINOR,
} from '@academy/contracts';
import { and, asc, eq } from 'drizzle-orm';
import { extractText, getDocumentProxy } from 'unpdf';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog, payments, promotionCodes, subscriptions } from '../../db/schema/index.js';
import { buildTestApp, type TestApp } from '../../test/app.js';
import {
  countingSandbox,
  createPlans,
  pay,
  testBillingConfig,
  updatePayment,
  webhook,
} from '../../test/billing-builders.js';
import { testClock } from '../../test/builders.js';
import { createContent } from '../../test/learning-builders.js';
import { type SignedIn, signedIn } from '../../test/task-requests.js';

/*
 * Promotion codes (ARCHITECTURE.md, "Promotion codes"): the admin's list and changes with
 * their audit, the student's check, the discounted payment, a use counted once even when
 * twenty payments race for the last one, and given back once when a payment ends unpaid.
 * Run on PGlite and, with DATABASE_URL, on PostgreSQL.
 */

const clock = testClock('2030-05-10T10:00:00.000Z');
const sandbox = countingSandbox();
let t: TestApp;
let admin: SignedIn;
let directionId = 0;
let keyNumber = 0;
const newKey = () => `promotion-key-${++keyNumber}`;

beforeAll(async () => {
  t = await buildTestApp(
    { billing: testBillingConfig },
    { now: clock.now, paymentProvider: sandbox.provider },
  );
  await createPlans(t.app);
  directionId = (await createContent(t.app, { directionTitle: 'Discounted direction' }))
    .directionId;
  admin = await signedIn(t.app, { role: 'admin' });
});

afterAll(async () => {
  await t.close();
});

const call = (user: SignedIn, method: 'GET' | 'POST' | 'PATCH', url: string, payload?: unknown) =>
  t.app.inject({
    method,
    url: `/v1${url}`,
    headers: user.headers,
    ...(payload === undefined ? {} : { payload: payload as Record<string, unknown> }),
  });

const baseCode = {
  kind: 'percent',
  value: 20,
  planIds: [] as string[],
  validFrom: null,
  validUntil: null,
  maxUses: null,
} as const;

async function created(code: string, overrides: Record<string, unknown> = {}) {
  const response = await call(admin, 'POST', '/admin/promotions', {
    ...baseCode,
    code,
    ...overrides,
  });
  expect(response.statusCode, response.body).toBe(201);
  return response.json<AdminPromotion>();
}

const check = (student: SignedIn, code: string, planId = 'online-1') =>
  call(student, 'POST', '/payments/promotion-check', { planId, code });

const payWith = (
  student: SignedIn,
  code: string | undefined,
  amount: number,
  options: { planId?: string; cardToken?: string; key?: string } = {},
) =>
  pay(t.app, student, options.key ?? newKey(), {
    purpose: 'subscription',
    planId: options.planId ?? 'online-1',
    expectedPrice: { amount, currency: 'USD' },
    cardToken: options.cardToken ?? 'tok_sandbox_succeeds',
    ...(code === undefined ? {} : { promotionCode: code }),
  });

const usesOf = async (id: number) =>
  (await t.app.db.select().from(promotionCodes).where(eq(promotionCodes.id, id)))[0]?.uses;

const paymentRowsOf = (userId: number) =>
  t.app.db.select().from(payments).where(eq(payments.userId, userId)).orderBy(asc(payments.id));

const paidPeriodsOf = (userId: number) =>
  t.app.db
    .select()
    .from(subscriptions)
    .where(and(eq(subscriptions.userId, userId), eq(subscriptions.kind, 'paid')));

describe('staff: promotion codes', () => {
  it('creates, lists with search and paging, edits and deactivates, each audited', async () => {
    const code = await created('  spring-20 ', { planIds: ['online-1', 'online-12'], maxUses: 5 });
    expect(code).toMatchObject({
      code: 'SPRING-20',
      kind: 'percent',
      value: 20,
      currency: 'USD',
      planIds: ['online-1', 'online-12'],
      maxUses: 5,
      uses: 0,
      isActive: true,
    });

    const listed = await call(admin, 'GET', '/admin/promotions?search=spring&pageSize=1');
    expect(listed.statusCode).toBe(200);
    const page = listed.json<AdminPromotionsResponse>();
    expect(page.items.map((item) => item.code)).toEqual(['SPRING-20']);
    expect(page).toMatchObject({ total: 1, page: 1, pageSize: 1, currency: 'USD' });

    const edited = await call(admin, 'PATCH', `/admin/promotions/${code.id}`, {
      ...baseCode,
      code: 'SPRING-25',
      kind: 'fixed',
      value: 500,
      planIds: ['online-1'],
      maxUses: 3,
    });
    expect(edited.statusCode, edited.body).toBe(200);
    expect(edited.json<AdminPromotion>()).toMatchObject({ code: 'SPRING-25', value: 500 });

    const stopped = await call(admin, 'POST', `/admin/promotions/${code.id}/deactivate`);
    expect(stopped.json<AdminPromotion>().isActive).toBe(false);
    // Again: nothing more to record.
    await call(admin, 'POST', `/admin/promotions/${code.id}/deactivate`);

    const entries = await t.app.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entityType, 'promotion_code'), eq(auditLog.entityId, String(code.id))))
      .orderBy(asc(auditLog.id));
    expect(entries.map((entry) => entry.action)).toEqual(['create', 'update', 'deactivate']);
    expect(entries[0]?.after).toMatchObject({
      code: 'SPRING-20',
      discountKind: 'percent',
      discount: '20%',
      plans: ['Online · monthly', 'Online · 12 months'],
      maxUses: 5,
      active: true,
    });
    expect(entries[1]?.after).toMatchObject({ discount: '5.00 USD', plans: ['Online · monthly'] });
    expect(entries[2]?.title).toBe('SPRING-25');
  });

  it('refuses a taken code, an unknown plan, bad values and dates; mentors are refused', async () => {
    await created('TAKEN1');
    const taken = await call(admin, 'POST', '/admin/promotions', { ...baseCode, code: 'taken1' });
    expect(taken.json()).toEqual({ statusCode: 409, message: 'ERR_PROMOTION_CODE_TAKEN' });

    const noPlan = await call(admin, 'POST', '/admin/promotions', {
      ...baseCode,
      code: 'NOPLAN',
      planIds: ['nope'],
    });
    expect(noPlan.json()).toEqual({ statusCode: 404, message: 'ERR_PLAN_NOT_FOUND' });

    for (const bad of [
      { value: 101 },
      { value: 0 },
      { kind: 'fixed', value: 0 },
      { code: 'a b' },
      { code: 'ab' },
      { validFrom: '2030-06-01T00:00:00.000Z', validUntil: '2030-05-01T00:00:00.000Z' },
      { maxUses: 0 },
    ]) {
      const response = await call(admin, 'POST', '/admin/promotions', {
        ...baseCode,
        code: 'BADVALUES',
        ...bad,
      });
      expect(response.statusCode, JSON.stringify(bad)).toBe(400);
    }
    const count = await t.app.db
      .select()
      .from(promotionCodes)
      .where(eq(promotionCodes.code, 'BADVALUES'));
    expect(count).toHaveLength(0);

    const mentor = await signedIn(t.app, { role: 'mentor' });
    expect((await call(mentor, 'GET', '/admin/promotions')).statusCode).toBe(403);
  });
});

describe('the student: checking and paying with a code', () => {
  it('checks a code: the discount and total; unknown, other plan, expired, not yet, used up', async () => {
    const student = await signedIn(t.app, { directionId });
    await created('CHECK20', { planIds: ['online-1'] });
    const ok = await check(student, ' check20 ');
    expect(ok.statusCode, ok.body).toBe(200);
    expect(ok.json<PromotionCheckResponse>()).toEqual({
      code: 'CHECK20',
      price: { amount: 2900, currency: 'USD' },
      discount: { amount: 580, currency: 'USD' },
      total: { amount: 2320, currency: 'USD' },
    });

    expect((await check(student, 'NOSUCHCODE')).json()).toEqual({
      statusCode: 404,
      message: 'ERR_PROMOTION_CODE_UNKNOWN',
    });
    expect((await check(student, 'CHECK20', 'online-12')).json()).toEqual({
      statusCode: 409,
      message: 'ERR_PROMOTION_CODE_NOT_FOR_PLAN',
    });
    await created('OLDCODE', { validUntil: '2030-05-01T00:00:00.000Z' });
    expect((await check(student, 'OLDCODE')).json()).toEqual({
      statusCode: 409,
      message: 'ERR_PROMOTION_CODE_EXPIRED',
    });
    await created('LATERCODE', { validFrom: '2030-06-01T00:00:00.000Z' });
    expect((await check(student, 'LATERCODE')).json()).toEqual({
      statusCode: 409,
      message: 'ERR_PROMOTION_CODE_NOT_STARTED',
    });
    const stopped = await created('STOPPED');
    await call(admin, 'POST', `/admin/promotions/${stopped.id}/deactivate`);
    expect((await check(student, 'STOPPED')).json()).toEqual({
      statusCode: 409,
      message: 'ERR_PROMOTION_CODE_EXPIRED',
    });
    const fixed = await created('BIGFIXED', { kind: 'fixed', value: 100_000 });
    // A fixed amount never takes the price below the smallest a card is charged ($0.50).
    expect((await check(student, fixed.code)).json<PromotionCheckResponse>().total.amount).toBe(
      SMALLEST_DISCOUNTED_PRICE_MINOR,
    );
    const whole = await created('WHOLE100', { value: 100 });
    expect((await check(student, whole.code)).json<PromotionCheckResponse>().total.amount).toBe(
      SMALLEST_DISCOUNTED_PRICE_MINOR,
    );
  });

  it('pays the discounted price: the payment keeps the code and the discount; one use counted', async () => {
    const student = await signedIn(t.app, { directionId });
    const code = await created('PAY10', { value: 10, maxUses: 3 });
    const charges = sandbox.calls.charge;
    const paid = await payWith(student, 'pay10', 2610);
    expect(paid.statusCode, paid.body).toBe(201);
    expect(paid.json<PaymentResult>().payment).toMatchObject({
      status: 'succeeded',
      price: { amount: 2610, currency: 'USD' },
      promotion: { code: 'PAY10', discount: 290 },
    });
    expect(sandbox.calls.charge).toBe(charges + 1);
    expect(await usesOf(code.id)).toBe(1);
    const history = (await call(student, 'GET', '/payments')).json<PaymentsResponse>();
    expect(history.data[0]?.promotion).toEqual({ code: 'PAY10', discount: 290 });
    const [row] = await paymentRowsOf(student.id);
    expect(row).toMatchObject({ promotionCodeId: code.id, promotionCode: 'PAY10', amount: 2610 });

    // The ledger and the receipt show the code and the discount: the price before and after.
    const payment = paid.json<PaymentResult>().payment;
    const ledger = await call(admin, 'GET', `/admin/payments/${payment.id}`);
    expect(ledger.json()).toMatchObject({
      price: { amount: 2610 },
      promotion: { code: 'PAY10', discount: 290 },
    });
    const listed = await call(admin, 'GET', `/admin/payments?search=${payment.id}`);
    expect(listed.json().items[0].promotion).toEqual({ code: 'PAY10', discount: 290 });
    const csv = await call(admin, 'GET', `/admin/payments/export?search=${payment.id}`);
    expect(csv.body).toContain(`,26.10,PAY10,2.90,0.00,USD,`);
    const pdf = await t.app.inject({
      method: 'GET',
      url: `/v1/receipts/${payment.id}?language=en`,
      headers: student.headers,
    });
    const text = (
      await extractText(await getDocumentProxy(new Uint8Array(pdf.rawPayload)), {
        mergePages: true,
      })
    ).text;
    expect(text).toContain('$29.00');
    expect(text).toContain('Discount, promotion code PAY10');
    expect(text).toContain('−$2.90');
    expect(text).toContain('$26.10');

    // The full price with the code, or the discounted price without it: ERR_PRICE_CHANGED.
    expect((await payWith(student, 'PAY10', 2900)).json()).toEqual({
      statusCode: 409,
      message: 'ERR_PRICE_CHANGED',
    });
    expect((await payWith(student, undefined, 2610)).json()).toEqual({
      statusCode: 409,
      message: 'ERR_PRICE_CHANGED',
    });
    expect(await usesOf(code.id)).toBe(1);
    expect(sandbox.calls.charge).toBe(charges + 1);
  });

  it('refuses a code that stopped applying between the check and the payment: nothing kept or charged', async () => {
    const student = await signedIn(t.app, { directionId });
    const code = await created('GONE15', { value: 15 });
    const shown = (await check(student, 'GONE15')).json<PromotionCheckResponse>().total.amount;
    await call(admin, 'PATCH', `/admin/promotions/${code.id}`, {
      ...baseCode,
      code: 'GONE15',
      value: 15,
      planIds: ['online-12'],
    });
    const charges = sandbox.calls.charge;
    for (const [setUp, message] of [
      [async () => {}, 'ERR_PROMOTION_CODE_NOT_FOR_PLAN'],
      [
        () => call(admin, 'POST', `/admin/promotions/${code.id}/deactivate`),
        'ERR_PROMOTION_CODE_EXPIRED',
      ],
    ] as const) {
      await setUp();
      const response = await payWith(student, 'GONE15', shown);
      expect(response.json()).toEqual({ statusCode: 409, message });
    }
    expect(await paymentRowsOf(student.id)).toEqual([]);
    expect(sandbox.calls.charge).toBe(charges);
    expect(await usesOf(code.id)).toBe(0);
  });

  it('takes no code for a retake', async () => {
    const student = await signedIn(t.app, { directionId });
    const response = await pay(t.app, student, newKey(), {
      purpose: 'retake',
      taskId: 1,
      expectedPrice: { amount: 1500, currency: 'USD' },
      cardToken: 'tok_sandbox_succeeds',
      promotionCode: 'PAY10',
    });
    expect(response.statusCode).toBe(400);
  });
});

describe('counting once', () => {
  it('20 parallel payments for the last use: one gets it, the others 409 and are not charged', async () => {
    const code = await created('LASTONE', { value: 50, maxUses: 4 });
    await t.app.db.update(promotionCodes).set({ uses: 3 }).where(eq(promotionCodes.id, code.id));
    const students = await Promise.all(
      Array.from({ length: 20 }, () => signedIn(t.app, { directionId })),
    );
    const charges = sandbox.calls.charge;
    const responses = await Promise.all(
      students.map((student) => payWith(student, 'LASTONE', 1450)),
    );
    const created201 = responses.filter((response) => response.statusCode === 201);
    expect(created201).toHaveLength(1);
    expect(created201[0]?.json<PaymentResult>().payment.promotion).toEqual({
      code: 'LASTONE',
      discount: 1450,
    });
    for (const response of responses.filter((r) => r.statusCode !== 201)) {
      expect(response.json()).toEqual({ statusCode: 409, message: 'ERR_PROMOTION_CODE_USED_UP' });
    }
    expect(sandbox.calls.charge).toBe(charges + 1);
    expect(await usesOf(code.id)).toBe(4);
    const rows = await t.app.db
      .select()
      .from(payments)
      .where(eq(payments.promotionCodeId, code.id));
    expect(rows.map((row) => row.status)).toEqual(['succeeded']);
  });

  it('the database refuses more uses than allowed', async () => {
    const code = await created('CHECKED', { maxUses: 1 });
    await expect(
      t.app.db.update(promotionCodes).set({ uses: 2 }).where(eq(promotionCodes.id, code.id)),
    ).rejects.toThrow();
  });
});

describe('giving a use back, once', () => {
  it('a declined card gives it back; a replay of the request gives nothing more', async () => {
    const student = await signedIn(t.app, { directionId });
    const code = await created('DECLINE1', { maxUses: 1 });
    const key = newKey();
    const declined = await payWith(student, 'DECLINE1', 2320, {
      key,
      cardToken: 'tok_sandbox_declines',
    });
    expect(declined.json()).toEqual({ statusCode: 402, message: 'ERR_PAYMENT_DECLINED' });
    expect(await usesOf(code.id)).toBe(0);
    await payWith(student, 'DECLINE1', 2320, { key, cardToken: 'tok_sandbox_declines' });
    expect(await usesOf(code.id)).toBe(0);
    // The use is there for the next payment.
    expect((await payWith(student, 'DECLINE1', 2320)).statusCode).toBe(201);
    expect(await usesOf(code.id)).toBe(1);
  });

  it('a cancelled payment gives it back once; a second cancel and the webhook give nothing', async () => {
    const student = await signedIn(t.app, { directionId });
    const code = await created('CANCEL1', { maxUses: 2 });
    const pending = await payWith(student, 'CANCEL1', 2320, {
      cardToken: 'tok_sandbox_needs_confirmation',
    });
    expect(pending.statusCode, pending.body).toBe(201);
    const payment = pending.json<PaymentResult>().payment;
    expect(await usesOf(code.id)).toBe(1);
    const cancelled = await updatePayment(t.app, student, payment.id, 'cancel');
    expect(cancelled.json<PaymentResult>().payment.status).toBe('cancelled');
    expect(await usesOf(code.id)).toBe(0);
    expect((await updatePayment(t.app, student, payment.id, 'cancel')).statusCode).toBe(409);
    const [row] = await paymentRowsOf(student.id);
    const event = { type: 'payment.cancelled', reference: row?.providerReference ?? '' };
    expect((await webhook(t.app, { ...event, id: `evt_cancel_${payment.id}` })).statusCode).toBe(
      204,
    );
    expect((await webhook(t.app, { ...event, id: `evt_cancel_${payment.id}` })).statusCode).toBe(
      204,
    );
    expect(await usesOf(code.id)).toBe(0);
  });

  it('a declined webhook gives it back once, even delivered twice', async () => {
    const student = await signedIn(t.app, { directionId });
    const code = await created('HOOKED1', { maxUses: 2 });
    const pending = await payWith(student, 'HOOKED1', 2320, {
      cardToken: 'tok_sandbox_needs_confirmation',
    });
    const [row] = await paymentRowsOf(student.id);
    const reference = row?.providerReference ?? '';
    expect(pending.statusCode).toBe(201);
    await webhook(t.app, { id: `evt_declined_${row?.id}`, type: 'payment.declined', reference });
    await webhook(t.app, { id: `evt_declined_${row?.id}`, type: 'payment.declined', reference });
    await webhook(t.app, { id: `evt_declined2_${row?.id}`, type: 'payment.declined', reference });
    expect(await usesOf(code.id)).toBe(0);
    expect((await paymentRowsOf(student.id))[0]?.status).toBe('declined');
  });

  it('an expired payment gives it back once, however often expiry runs', async () => {
    const student = await signedIn(t.app, { directionId });
    const code = await created('EXPIRE1', { maxUses: 1 });
    const pending = await payWith(student, 'EXPIRE1', 2320, {
      cardToken: 'tok_sandbox_needs_confirmation',
    });
    expect(pending.statusCode).toBe(201);
    expect(await usesOf(code.id)).toBe(1);
    const payment = pending.json<PaymentResult>().payment;
    // Waiting longer than the provider allows (the payment made 16 minutes ago).
    await t.app.db
      .update(payments)
      .set({ createdAt: new Date(clock.now().getTime() - 16 * 60 * 1000) })
      .where(eq(payments.id, payment.id));
    const history = await call(student, 'GET', '/payments');
    expect(history.json<PaymentsResponse>().data[0]?.status).toBe('expired');
    await call(student, 'GET', '/payments');
    expect((await updatePayment(t.app, student, payment.id, 'confirm')).json()).toEqual({
      statusCode: 409,
      message: 'ERR_PAYMENT_EXPIRED',
    });
    expect(await usesOf(code.id)).toBe(0);
    expect(await paidPeriodsOf(student.id)).toEqual([]);
  });

  it('a payment a provider failure left unfinished gives it back once its window passes', async () => {
    const code = await created('UNFINISHED1', { maxUses: 2 });
    const unfinished = async (student: SignedIn, key: string) => {
      sandbox.failNext();
      const failed = await payWith(student, 'UNFINISHED1', 2320, { key });
      expect(failed.json()).toEqual({
        statusCode: 503,
        message: 'ERR_PAYMENT_PROVIDER_UNAVAILABLE',
      });
      // Nobody retried within the provider's window: it was made 16 minutes ago.
      await t.app.db
        .update(payments)
        .set({ createdAt: new Date(clock.now().getTime() - 16 * 60 * 1000) })
        .where(eq(payments.userId, student.id));
    };
    const retrying = await signedIn(t.app, { directionId });
    const away = await signedIn(t.app, { directionId });
    await unfinished(retrying, 'unfinished-then-retried');
    await unfinished(away, 'unfinished-by-the-job');
    expect(await usesOf(code.id)).toBe(2);
    const charges = sandbox.calls.charge;

    // A retry of the key after the window: expired, never charged now.
    const late = await payWith(retrying, 'UNFINISHED1', 2320, { key: 'unfinished-then-retried' });
    expect(late.json()).toEqual({ statusCode: 409, message: 'ERR_PAYMENT_EXPIRED' });
    expect(await usesOf(code.id)).toBe(1);

    // The other student never comes back: the billing job ends theirs. A second run and a
    // late retry give nothing more back and charge nothing.
    await t.app.billingReminders.runOnce();
    expect(await usesOf(code.id)).toBe(0);
    await t.app.billingReminders.runOnce();
    const retried = await payWith(away, 'UNFINISHED1', 2320, { key: 'unfinished-by-the-job' });
    expect(retried.json()).toEqual({ statusCode: 409, message: 'ERR_PAYMENT_EXPIRED' });
    expect(await usesOf(code.id)).toBe(0);
    expect(sandbox.calls.charge).toBe(charges);
    for (const student of [retrying, away]) {
      expect((await paymentRowsOf(student.id)).map((row) => row.status)).toEqual(['expired']);
      expect(await paidPeriodsOf(student.id)).toEqual([]);
      // The history shows it as it ended.
      const history = await call(student, 'GET', '/payments');
      expect(history.json<PaymentsResponse>().data.map((payment) => payment.status)).toEqual([
        'expired',
      ]);
    }
  });

  it('a refused card token gives it back at once', async () => {
    const student = await signedIn(t.app, { directionId });
    const code = await created('TOKEN1', { maxUses: 1 });
    const refused = await payWith(student, 'TOKEN1', 2320, { cardToken: 'tok_unknown' });
    expect(refused.json()).toEqual({ statusCode: 400, message: 'ERR_PAYMENT_TOKEN_INVALID' });
    expect(await usesOf(code.id)).toBe(0);
    expect(await paymentRowsOf(student.id)).toEqual([]);
  });
});
