import type {
  AdminPlan,
  AdminPlansResponse,
  PaymentResult,
  PricingResponse,
} from '@academy/contracts';
import { and, asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog, payments, subscriptions } from '../../db/schema/index.js';
import { buildTestApp, type TestApp } from '../../test/app.js';
import {
  countingSandbox,
  createPlans,
  pay,
  testBillingConfig,
  updatePayment,
} from '../../test/billing-builders.js';
import { testClock } from '../../test/builders.js';
import { createContent, singleChoice } from '../../test/learning-builders.js';
import { type SignedIn, signedIn, submitted, wrongAnswer } from '../../test/task-requests.js';

/*
 * The admin's plans and the retake's price (ARCHITECTURE.md, "Plans and prices set by
 * staff"): who may, the rules and their messages, the audit entries, and what a change does
 * to payments: new ones only, and never at a price the student was not shown.
 */

const clock = testClock('2030-05-10T10:00:00.000Z');
const sandbox = countingSandbox();
let t: TestApp;
let admin: SignedIn;
let directionId = 0;
let keyNumber = 0;
const newKey = () => `plan-admin-key-${++keyNumber}`;

beforeAll(async () => {
  t = await buildTestApp(
    { billing: testBillingConfig },
    { now: clock.now, paymentProvider: sandbox.provider },
  );
  await createPlans(t.app);
  directionId = (await createContent(t.app, { directionTitle: 'Priced direction' })).directionId;
  admin = await signedIn(t.app, { role: 'admin' });
});

afterAll(async () => {
  await t.close();
});

const call = (
  user: SignedIn,
  method: 'GET' | 'POST' | 'PATCH' | 'PUT',
  url: string,
  payload?: unknown,
) =>
  t.app.inject({
    method,
    url: `/v1${url}`,
    headers: user.headers,
    ...(payload === undefined ? {} : { payload: payload as Record<string, unknown> }),
  });

const newPlan = {
  courseType: 'online',
  periodMonths: 2,
  priceAmount: 5000,
  nameEn: 'Online · two months',
  nameRu: 'Онлайн · два месяца',
} as const;

async function created(overrides: Partial<Record<keyof typeof newPlan, unknown>> = {}) {
  const response = await call(admin, 'POST', '/admin/plans', { ...newPlan, ...overrides });
  expect(response.statusCode, response.body).toBe(201);
  return response.json<AdminPlan>();
}

const pricing = async () =>
  (await t.app.inject({ method: 'GET', url: '/v1/pricing' })).json<PricingResponse>();

const entriesOf = (entityType: 'plan' | 'retake_price', entityId: string) =>
  t.app.db
    .select()
    .from(auditLog)
    .where(and(eq(auditLog.entityType, entityType), eq(auditLog.entityId, entityId)))
    .orderBy(asc(auditLog.id));

const buyPlan = (student: SignedIn, planId: string, amount: number, key = newKey()) =>
  pay(t.app, student, key, {
    purpose: 'subscription',
    planId,
    expectedPrice: { amount, currency: 'USD' },
    cardToken: 'tok_sandbox_succeeds',
  });

describe('who manages plans', () => {
  it('refuses students and mentors; an admin reads every plan, sold or not', async () => {
    const student = await signedIn(t.app, { directionId });
    const mentor = await signedIn(t.app, { role: 'mentor' });
    for (const user of [student, mentor]) {
      const response = await call(user, 'GET', '/admin/plans');
      expect(response.statusCode).toBe(403);
      expect(response.json()).toEqual({ statusCode: 403, message: 'ERR_USER_FORBIDDEN' });
      expect((await call(user, 'POST', '/admin/plans', newPlan)).statusCode).toBe(403);
      expect((await call(user, 'PUT', '/admin/retake-price', { amount: 1 })).statusCode).toBe(403);
    }
    const list = (await call(admin, 'GET', '/admin/plans')).json<AdminPlansResponse>();
    expect(list.currency).toBe('USD');
    expect(list.retakePrice).toEqual({ amount: 1500, currency: 'USD' });
    expect(list.plans.map((plan) => [plan.id, plan.isActive])).toEqual(
      expect.arrayContaining([
        ['online-1', true],
        ['retired', false],
      ]),
    );
    expect(list.plans.find((plan) => plan.id === 'online-1')).toMatchObject({
      nameEn: 'Online · monthly',
      nameRu: 'Онлайн · помесячно',
      price: { amount: 2900, currency: 'USD' },
    });
  });
});

describe('POST /v1/admin/plans', () => {
  it("creates a plan in the academy's currency, last in the order, on sale, audited", async () => {
    const before = (await call(admin, 'GET', '/admin/plans')).json<AdminPlansResponse>();
    const plan = await created();
    expect(plan).toMatchObject({
      courseType: 'online',
      periodMonths: 2,
      price: { amount: 5000, currency: 'USD' },
      nameEn: 'Online · two months',
      nameRu: 'Онлайн · два месяца',
      isActive: true,
    });
    expect(plan.position).toBeGreaterThan(Math.max(...before.plans.map((row) => row.position)));
    const sold = (await pricing()).plans.find((row) => row.id === plan.id);
    expect(sold).toEqual({
      id: plan.id,
      name: 'Online · two months',
      names: { en: 'Online · two months', ru: 'Онлайн · два месяца' },
      courseType: 'online',
      periodMonths: 2,
      price: { amount: 5000, currency: 'USD' },
    });
    const [entry, ...more] = await entriesOf('plan', plan.id);
    expect(more).toEqual([]);
    expect(entry).toMatchObject({
      actorId: admin.id,
      action: 'create',
      title: 'Online · two months',
      before: null,
      after: expect.objectContaining({ price: '50.00 USD', isActive: true }),
    });
  });

  it('refuses bad input with the rules’ messages, creating nothing', async () => {
    const count = (await call(admin, 'GET', '/admin/plans')).json<AdminPlansResponse>().plans
      .length;
    const cases: [Record<string, unknown>, string, string][] = [
      [{ nameEn: '' }, 'nameEn', 'This field is required'],
      [{ nameRu: ' Тариф' }, 'nameRu', 'This field cannot start or end with a space.'],
      [
        { nameEn: 'x'.repeat(80) },
        'nameEn',
        'The length of this field must be less than 80 characters long.',
      ],
      [{ periodMonths: 0 }, 'periodMonths', 'Enter a whole number from 1 to 36.'],
      [{ periodMonths: 37 }, 'periodMonths', 'Enter a whole number from 1 to 36.'],
      [{ priceAmount: -1 }, 'priceAmount', 'Enter a whole number from 0 to 100000000.'],
      [{ priceAmount: 12.5 }, 'priceAmount', 'Enter a whole number from 0 to 100000000.'],
    ];
    for (const [change, field, message] of cases) {
      const response = await call(admin, 'POST', '/admin/plans', { ...newPlan, ...change });
      expect(response.statusCode, JSON.stringify(change)).toBe(400);
      expect(response.json()).toMatchObject({
        statusCode: 400,
        message: 'ERR_VALIDATION',
        errors: [{ field, message }],
      });
    }
    // The currency is the academy's: a client cannot name one.
    const withCurrency = await call(admin, 'POST', '/admin/plans', { ...newPlan, currency: 'EUR' });
    expect(withCurrency.statusCode).toBe(400);
    const after = (await call(admin, 'GET', '/admin/plans')).json<AdminPlansResponse>();
    expect(after.plans).toHaveLength(count);
  });
});

describe('PATCH /v1/admin/plans/{id}: a new price is for new payments only', () => {
  it('refuses a payment at the old price with ERR_PRICE_CHANGED, charging nothing', async () => {
    const plan = await created({ priceAmount: 3000, periodMonths: 1 });
    const student = await signedIn(t.app, { directionId });
    const first = await buyPlan(student, plan.id, 3000);
    expect(first.statusCode, first.body).toBe(201);

    const changed = await call(admin, 'PATCH', `/admin/plans/${plan.id}`, {
      ...newPlan,
      periodMonths: 1,
      priceAmount: 3500,
      nameEn: 'Online · dearer',
    });
    expect(changed.statusCode, changed.body).toBe(200);
    expect(changed.json<AdminPlan>().price).toEqual({ amount: 3500, currency: 'USD' });
    expect((await pricing()).plans.find((row) => row.id === plan.id)?.price.amount).toBe(3500);

    // The student's page still shows 30.00: refused, nothing kept, nothing charged.
    const charges = sandbox.calls.charge;
    const stale = await buyPlan(student, plan.id, 3000);
    expect(stale.statusCode).toBe(409);
    expect(stale.json()).toEqual({ statusCode: 409, message: 'ERR_PRICE_CHANGED' });
    expect(sandbox.calls.charge).toBe(charges);
    // Another currency than the plan's is another price too.
    const euros = await pay(t.app, student, newKey(), {
      purpose: 'subscription',
      planId: plan.id,
      expectedPrice: { amount: 3500, currency: 'EUR' },
      cardToken: 'tok_sandbox_succeeds',
    });
    expect(euros.json()).toEqual({ statusCode: 409, message: 'ERR_PRICE_CHANGED' });

    // Knowing the new price, the student pays it.
    const knowing = await buyPlan(student, plan.id, 3500);
    expect(knowing.statusCode, knowing.body).toBe(201);
    expect(knowing.json<PaymentResult>().payment.price).toEqual({ amount: 3500, currency: 'USD' });

    // The first payment keeps its amount.
    const rows = await t.app.db
      .select({ amount: payments.amount })
      .from(payments)
      .where(eq(payments.userId, student.id))
      .orderBy(asc(payments.id));
    expect(rows.map((row) => row.amount)).toEqual([3000, 3500]);

    const [, update] = await entriesOf('plan', plan.id);
    expect(update).toMatchObject({
      action: 'update',
      before: expect.objectContaining({ price: '30.00 USD', nameEn: 'Online · two months' }),
      after: expect.objectContaining({ price: '35.00 USD', nameEn: 'Online · dearer' }),
    });
  });

  it('a payment waiting for confirmation keeps the months it was made for', async () => {
    const plan = await created({ priceAmount: 2000, periodMonths: 1 });
    const student = await signedIn(t.app, { directionId });
    const waiting = await pay(t.app, student, newKey(), {
      purpose: 'subscription',
      planId: plan.id,
      expectedPrice: { amount: 2000, currency: 'USD' },
      cardToken: 'tok_sandbox_needs_confirmation',
    });
    expect(waiting.statusCode, waiting.body).toBe(201);
    const paymentId = waiting.json<PaymentResult>().payment.id;
    const edited = await call(admin, 'PATCH', `/admin/plans/${plan.id}`, {
      ...newPlan,
      periodMonths: 12,
      priceAmount: 9000,
    });
    expect(edited.statusCode).toBe(200);
    const confirmed = await updatePayment(t.app, student, paymentId, 'confirm');
    expect(confirmed.statusCode, confirmed.body).toBe(200);
    expect(confirmed.json<PaymentResult>().payment.price.amount).toBe(2000);
    const [period] = await t.app.db
      .select()
      .from(subscriptions)
      .where(eq(subscriptions.paymentId, paymentId));
    if (!period) throw new Error('no period');
    const months =
      (period.endsAt.getUTCFullYear() - period.startsAt.getUTCFullYear()) * 12 +
      period.endsAt.getUTCMonth() -
      period.startsAt.getUTCMonth();
    expect(months).toBe(1);
  });

  it('answers 404 for a plan that does not exist, and audits nothing for no change', async () => {
    for (const [method, url, body] of [
      ['PATCH', '/admin/plans/no-such-plan', newPlan],
      ['POST', '/admin/plans/no-such-plan/deactivate', undefined],
      ['POST', '/admin/plans/no-such-plan/reactivate', undefined],
      ['POST', '/admin/plans/no-such-plan/move', { direction: 'up' }],
    ] as const) {
      const response = await call(admin, method, url, body);
      expect(response.statusCode).toBe(404);
      expect(response.json()).toEqual({ statusCode: 404, message: 'ERR_PLAN_NOT_FOUND' });
    }
    const plan = await created();
    const same = await call(admin, 'PATCH', `/admin/plans/${plan.id}`, newPlan);
    expect(same.statusCode).toBe(200);
    expect((await entriesOf('plan', plan.id)).map((entry) => entry.action)).toEqual(['create']);
  });
});

describe('deactivating and reactivating a plan', () => {
  it('takes it off sale (it cannot be bought) and back, each audited once', async () => {
    const plan = await created({ priceAmount: 1000 });
    const student = await signedIn(t.app, { directionId });
    const off = await call(admin, 'POST', `/admin/plans/${plan.id}/deactivate`);
    expect(off.statusCode).toBe(200);
    expect(off.json<AdminPlan>().isActive).toBe(false);
    // Again: no change, no entry.
    expect((await call(admin, 'POST', `/admin/plans/${plan.id}/deactivate`)).statusCode).toBe(200);
    expect((await pricing()).plans.map((row) => row.id)).not.toContain(plan.id);
    const refused = await buyPlan(student, plan.id, 1000);
    expect(refused.json()).toEqual({ statusCode: 404, message: 'ERR_PLAN_NOT_FOUND' });
    // Still in the admin's list.
    const list = (await call(admin, 'GET', '/admin/plans')).json<AdminPlansResponse>();
    expect(list.plans.find((row) => row.id === plan.id)?.isActive).toBe(false);

    const on = await call(admin, 'POST', `/admin/plans/${plan.id}/reactivate`);
    expect(on.json<AdminPlan>().isActive).toBe(true);
    expect((await pricing()).plans.map((row) => row.id)).toContain(plan.id);
    expect((await buyPlan(student, plan.id, 1000)).statusCode).toBe(201);
    expect((await entriesOf('plan', plan.id)).map((entry) => entry.action)).toEqual([
      'create',
      'deactivate',
      'reactivate',
    ]);
  });
});

describe('POST /v1/admin/plans/{id}/move', () => {
  it('swaps a plan with its neighbour; the pricing page follows; the ends stay', async () => {
    const ids = async () =>
      (await call(admin, 'GET', '/admin/plans')).json<AdminPlansResponse>().plans.map((p) => p.id);
    const order = await ids();
    const [firstId = '', secondId = ''] = order;
    const up = await call(admin, 'POST', `/admin/plans/${secondId}/move`, { direction: 'up' });
    expect(up.statusCode, up.body).toBe(200);
    expect(
      up
        .json<AdminPlansResponse>()
        .plans.map((p) => p.id)
        .slice(0, 2),
    ).toEqual([secondId, firstId]);
    const sold = (await pricing()).plans.map((p) => p.id);
    expect(sold.indexOf(secondId)).toBeLessThan(sold.indexOf(firstId));
    // The first up, and the last down: nothing moves, nothing is audited.
    const top = await call(admin, 'POST', `/admin/plans/${secondId}/move`, { direction: 'up' });
    expect(top.json<AdminPlansResponse>().plans[0]?.id).toBe(secondId);
    const lastId = order[order.length - 1] ?? '';
    await call(admin, 'POST', `/admin/plans/${lastId}/move`, { direction: 'down' });
    expect((await ids()).at(-1)).toBe(lastId);
    // Down again restores the order; positions are distinct.
    await call(admin, 'POST', `/admin/plans/${secondId}/move`, { direction: 'down' });
    expect(await ids()).toEqual(order);
    const positions = (await call(admin, 'GET', '/admin/plans'))
      .json<AdminPlansResponse>()
      .plans.map((p) => p.position);
    expect(new Set(positions).size).toBe(positions.length);
    const moves = (await entriesOf('plan', secondId)).filter((e) => e.action === 'reorder');
    expect(moves).toHaveLength(2);
    const lastMoves = (await entriesOf('plan', lastId)).filter((e) => e.action === 'reorder');
    expect(lastMoves).toEqual([]);
    const bad = await call(admin, 'POST', `/admin/plans/${secondId}/move`, { direction: 'left' });
    expect(bad.statusCode).toBe(400);
  });
});

describe('PUT /v1/admin/retake-price', () => {
  it('sets the price pricing and pay read; the old price is refused; audited', async () => {
    const content = await createContent(t.app, {
      chapters: [{ tasks: [{ title: 'Promises', questions: [singleChoice()] }] }],
    });
    const [taskId = 0] = content.taskIds;
    const question = content.chapters[0]?.tasks[0]?.questions[0];
    if (!question) throw new Error('no question');
    const student = await signedIn(t.app, { directionId: content.directionId });
    await submitted(t.app, student, taskId, [wrongAnswer(question)]);

    const bad = await call(admin, 'PUT', '/admin/retake-price', { amount: -5 });
    expect(bad.json()).toMatchObject({
      errors: [{ field: 'amount', message: 'Enter a whole number from 0 to 100000000.' }],
    });

    const set = await call(admin, 'PUT', '/admin/retake-price', { amount: 1900 });
    expect(set.statusCode, set.body).toBe(200);
    expect(set.json<AdminPlansResponse>().retakePrice).toEqual({ amount: 1900, currency: 'USD' });
    expect((await pricing()).retakePrice).toEqual({ amount: 1900, currency: 'USD' });

    const retake = (amount: number) =>
      pay(t.app, student, newKey(), {
        purpose: 'retake',
        taskId,
        expectedPrice: { amount, currency: 'USD' },
        cardToken: 'tok_sandbox_succeeds',
      });
    const stale = await retake(1500);
    expect(stale.json()).toEqual({ statusCode: 409, message: 'ERR_PRICE_CHANGED' });
    const paid = await retake(1900);
    expect(paid.statusCode, paid.body).toBe(201);
    expect(paid.json<PaymentResult>().payment.price).toEqual({ amount: 1900, currency: 'USD' });

    // The same price again changes nothing and writes no entry.
    await call(admin, 'PUT', '/admin/retake-price', { amount: 1900 });
    const entries = await entriesOf('retake_price', 'retake');
    expect(entries).toHaveLength(1);
    expect(entries[0]).toMatchObject({
      actorId: admin.id,
      action: 'update',
      before: { price: '15.00 USD' },
      after: { price: '19.00 USD' },
    });
    // Back to the configured price, for the other tests of this file.
    await call(admin, 'PUT', '/admin/retake-price', { amount: 1500 });
  });

  it('shows the changes in the audit log, named', async () => {
    const response = await call(admin, 'GET', '/admin/audit?entityType=plan');
    expect(response.statusCode, response.body).toBe(200);
    const { items } = response.json<{ items: { title: string | null; action: string }[] }>();
    expect(items.length).toBeGreaterThan(0);
    expect(items.every((item) => item.title !== null)).toBe(true);
    const retake = await call(admin, 'GET', '/admin/audit?entityType=retake_price');
    expect(retake.json<{ items: unknown[] }>().items.length).toBeGreaterThan(0);
  });
});
