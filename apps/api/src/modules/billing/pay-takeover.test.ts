import type { PaymentResult } from '@academy/contracts';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { payments, subscriptions } from '../../db/schema/index.js';
import { buildTestApp, type TestApp } from '../../test/app.js';
import { createPlans, pay, TEST_WEBHOOK_SECRET } from '../../test/billing-builders.js';
import { testClock } from '../../test/builders.js';
import { holdFirstAnswer } from '../../test/hold-first-answer.js';
import { createContent } from '../../test/learning-builders.js';
import { signedIn } from '../../test/task-requests.js';
import { createSandboxProvider } from './providers/sandbox.js';
import type { ChargeRequest, PaymentProvider } from './providers/types.js';

/*
 * A payment whose request lost the database after the provider charged (README.md,
 * "Faults") stays in flight, its outcome never stored. A retry with the same key may take it
 * over once it has been in flight far longer than a charge takes: it charges under the same
 * provider key, so it gets the first charge back, and the payment counts once even if the
 * first request comes back to life and tries to store its outcome too.
 */

const clock = testClock('2026-11-02T09:00:00.000Z');
const sandbox = createSandboxProvider({ webhookSecret: TEST_WEBHOOK_SECRET });
const charges = holdFirstAnswer((request: ChargeRequest) => sandbox.charge(request));
const provider: PaymentProvider = { ...sandbox, charge: charges.call };

let t: TestApp;
/** The direction the paying students are enrolled in (online): a plan opens it. */
let directionId = 0;

beforeAll(async () => {
  t = await buildTestApp({}, { now: clock.now, paymentProvider: provider });
  await createPlans(t.app);
  ({ directionId } = await createContent(t.app));
});

afterAll(async () => {
  charges.release();
  await t.close();
});

describe('POST /v1/payments/pay, a payment left in flight', () => {
  it('is taken over by a retry with its key after two minutes, and counts once', async () => {
    const student = await signedIn(t.app, { directionId });
    const body = {
      purpose: 'subscription',
      planId: 'online-12',
      expectedPrice: { amount: 24900, currency: 'USD' },
      cardToken: 'tok_sandbox_succeeds',
    };
    const key = 'left-in-flight';

    // The first request charges, and then its outcome never reaches the database.
    const first = pay(t.app, student, key, body);
    await expect.poll(() => charges.holding).toBe(true);

    // A minute later the payment may still be at work: the key is in use.
    clock.advance(60_000);
    const early = await pay(t.app, student, key, body);
    expect(early.statusCode).toBe(409);
    expect(early.json()).toEqual({ statusCode: 409, message: 'ERR_IDEMPOTENCY_KEY_IN_USE' });

    // Past two minutes a retry takes it over: the provider gives back the first charge.
    clock.advance(90_000);
    const retried = await pay(t.app, student, key, body);
    expect(retried.statusCode).toBe(201);
    const result = retried.json<PaymentResult>();
    expect(result.payment.status).toBe('succeeded');
    expect(charges.calls.map((request) => request.idempotencyKey)).toEqual([
      `academy-payment-${result.payment.id}`,
      `academy-payment-${result.payment.id}`,
    ]);

    // The first request comes back: it finds the outcome stored and answers it.
    charges.release();
    const late = await first;
    expect(late.statusCode).toBe(201);
    expect(late.body).toBe(retried.body);

    const rows = await t.app.db.select().from(payments).where(eq(payments.userId, student.id));
    expect(rows.map((row) => [row.id, row.status])).toEqual([[result.payment.id, 'succeeded']]);
    const periods = await t.app.db
      .select()
      .from(subscriptions)
      .where(and(eq(subscriptions.userId, student.id), eq(subscriptions.kind, 'paid')));
    expect(periods.map((period) => period.paymentId)).toEqual([result.payment.id]);

    // And the key replays that one answer.
    const replay = await pay(t.app, student, key, body);
    expect(replay.body).toBe(retried.body);
  });
});
