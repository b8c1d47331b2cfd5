import type { PaymentResult } from '@academy/contracts';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { payments, subscriptions } from '../../db/schema/index.js';
import { buildTestApp, type TestApp } from '../../test/app.js';
import { countingSandbox, createPlans, pay } from '../../test/billing-builders.js';
import { createContent } from '../../test/learning-builders.js';
import { signedIn } from '../../test/task-requests.js';

/*
 * SECURITY, "Concurrency and money": a hundred requests at once with one idempotency key
 * charge once. Run on PGlite and, with DATABASE_URL, on PostgreSQL, where they really run
 * in parallel.
 */

const sandbox = countingSandbox();
let t: TestApp;
/** The direction the paying students are enrolled in (online): a plan opens it. */
let directionId = 0;

beforeAll(async () => {
  t = await buildTestApp({}, { paymentProvider: sandbox.provider });
  await createPlans(t.app);
  ({ directionId } = await createContent(t.app));
});

afterAll(async () => {
  await t.close();
});

describe('POST /v1/payments/pay, one key at once', () => {
  it('100 parallel requests: one payment, one charge, one period; the rest 409 or the replay', async () => {
    const student = await signedIn(t.app, { directionId });
    const body = {
      purpose: 'subscription',
      planId: 'online-12',
      expectedPrice: { amount: 24900, currency: 'USD' },
      cardToken: 'tok_sandbox_succeeds',
    };
    const charges = sandbox.calls.charge;
    const responses = await Promise.all(
      Array.from({ length: 100 }, () => pay(t.app, student, 'one-key-for-all-100', body)),
    );

    const created = responses.filter((response) => response.statusCode === 201);
    const inUse = responses.filter((response) => response.statusCode === 409);
    expect(created.length + inUse.length).toBe(100);
    expect(created.length).toBeGreaterThanOrEqual(1);
    for (const response of inUse) {
      expect(response.json()).toEqual({ statusCode: 409, message: 'ERR_IDEMPOTENCY_KEY_IN_USE' });
    }
    // Every 201 is the one payment's answer, byte for byte.
    expect(new Set(created.map((response) => response.body)).size).toBe(1);
    const paymentId = created[0]?.json<PaymentResult>().payment.id;

    expect(sandbox.calls.charge).toBe(charges + 1);
    const rows = await t.app.db.select().from(payments).where(eq(payments.userId, student.id));
    expect(rows.map((row) => [row.id, row.status])).toEqual([[paymentId, 'succeeded']]);
    const periods = await t.app.db
      .select()
      .from(subscriptions)
      .where(and(eq(subscriptions.userId, student.id), eq(subscriptions.kind, 'paid')));
    expect(periods.map((period) => period.paymentId)).toEqual([paymentId]);

    // Afterwards the key replays the stored answer.
    const replay = await pay(t.app, student, 'one-key-for-all-100', body);
    expect(replay.statusCode).toBe(201);
    expect(replay.body).toBe(created[0]?.body);
    expect(sandbox.calls.charge).toBe(charges + 1);
  });

  it('parallel requests with different keys are different payments, their periods chained', async () => {
    const student = await signedIn(t.app, { directionId });
    const body = {
      purpose: 'subscription',
      planId: 'online-1',
      expectedPrice: { amount: 2900, currency: 'USD' },
      cardToken: 'tok_sandbox_succeeds',
    };
    const responses = await Promise.all(
      Array.from({ length: 5 }, (_, index) => pay(t.app, student, `distinct-key-${index}`, body)),
    );
    expect(responses.map((response) => response.statusCode)).toEqual([201, 201, 201, 201, 201]);
    const periods = await t.app.db
      .select()
      .from(subscriptions)
      .where(and(eq(subscriptions.userId, student.id), eq(subscriptions.kind, 'paid')));
    expect(periods).toHaveLength(5);
    const chain = periods.sort((a, b) => a.startsAt.getTime() - b.startsAt.getTime());
    for (const [index, period] of chain.slice(1).entries()) {
      expect(period.startsAt).toEqual(chain[index]?.endsAt);
    }
  });
});
