import { IDEMPOTENCY_KEY_HEADER, type PaymentResult, type RefundResult } from '@academy/contracts';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog, paymentRefunds, payments } from '../../db/schema/index.js';
import { buildTestApp, type TestApp } from '../../test/app.js';
import { createPlans, pay, TEST_WEBHOOK_SECRET } from '../../test/billing-builders.js';
import { bearer, createUser, latestMailTo, login, testClock } from '../../test/builders.js';
import { holdFirstAnswer } from '../../test/hold-first-answer.js';
import { createContent } from '../../test/learning-builders.js';
import { signedIn } from '../../test/task-requests.js';
import { createSandboxProvider } from './providers/sandbox.js';
import type { PaymentProvider, RefundRequest } from './providers/types.js';

/*
 * A refund whose request lost the database after the provider refunded (README.md, "Faults")
 * stays `processing`, its outcome never stored. A retry with the same key takes it over once
 * it has been processing two minutes, far longer than a provider's answer takes: it asks the
 * provider again under the refund row's own key, so it gets the first refund back, and the
 * money counts once even if the first request comes back to life and stores its outcome too
 * (ARCHITECTURE.md, "Payments ledger"). On PGlite and, with DATABASE_URL, on PostgreSQL.
 */

const clock = testClock('2026-11-02T09:00:00.000Z');
const sandbox = createSandboxProvider({ webhookSecret: TEST_WEBHOOK_SECRET });
const providerRefunds = holdFirstAnswer((request: RefundRequest) => sandbox.refund(request));
const provider: PaymentProvider = { ...sandbox, refund: providerRefunds.call };

let t: TestApp;
let directionId = 0;
let admin: Record<string, string> = {};

beforeAll(async () => {
  t = await buildTestApp({}, { now: clock.now, paymentProvider: provider });
  await createPlans(t.app);
  ({ directionId } = await createContent(t.app));
  admin = bearer((await login(t.app, await createUser(t.app, { role: 'admin' }))).accessToken);
});

afterAll(async () => {
  providerRefunds.release();
  await t.close();
});

const refund = (paymentId: number, key: string, body: { amount: number; reason: string }) =>
  t.app.inject({
    method: 'POST',
    url: `/v1/admin/payments/${paymentId}/refunds`,
    headers: { ...admin, [IDEMPOTENCY_KEY_HEADER]: key },
    payload: body,
  });

describe('POST /v1/admin/payments/{id}/refunds, a refund left in flight', () => {
  it('is taken over by a retry with its key after two minutes, and counts once', async () => {
    const student = await signedIn(t.app, { directionId });
    const paid = await pay(t.app, student, 'paid-for-refund', {
      purpose: 'subscription',
      planId: 'online-1',
      expectedPrice: { amount: 2900, currency: 'USD' },
      cardToken: 'tok_sandbox_succeeds',
    });
    expect(paid.statusCode, paid.body).toBe(201);
    const paymentId = paid.json<PaymentResult>().payment.id;
    const body = { amount: 1000, reason: 'Left in flight' };
    const key = 'refund-left-in-flight';

    // The first request reaches the provider, and then its outcome never reaches the database.
    const first = refund(paymentId, key, body);
    await expect.poll(() => providerRefunds.holding).toBe(true);

    // A minute later the refund may still be at work: the key is in use.
    clock.advance(60_000);
    const early = await refund(paymentId, key, body);
    expect(early.json()).toEqual({ statusCode: 409, message: 'ERR_REFUND_IN_PROGRESS' });

    // Past two minutes a retry takes it over: the provider gives back the first refund.
    clock.advance(90_000);
    const retried = await refund(paymentId, key, body);
    expect(retried.statusCode, retried.body).toBe(201);
    const result = retried.json<RefundResult>();
    expect(result.refund).toMatchObject({ amount: 1000, status: 'succeeded' });
    expect(result.payment).toMatchObject({ refunded: 1000, refundable: 1900 });
    expect(providerRefunds.calls.map((request) => request.idempotencyKey)).toEqual([
      `academy-refund-${result.refund.id}`,
      `academy-refund-${result.refund.id}`,
    ]);
    expect(providerRefunds.answers[1]).toEqual(providerRefunds.answers[0]);

    // The first request comes back: it finds the outcome stored and answers it, applying
    // nothing twice.
    providerRefunds.release();
    const late = await first;
    expect(late.statusCode, late.body).toBe(201);
    expect(late.json<RefundResult>().refund).toEqual(result.refund);

    const [row] = await t.app.db.select().from(payments).where(eq(payments.id, paymentId));
    expect(row).toMatchObject({ refundedAmount: 1000, refundHeldAmount: 0 });
    const refunds = await t.app.db
      .select()
      .from(paymentRefunds)
      .where(eq(paymentRefunds.paymentId, paymentId));
    expect(refunds.map((item) => [item.id, item.status])).toEqual([
      [result.refund.id, 'succeeded'],
    ]);
    const audited = await t.app.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.entityId, String(paymentId)));
    expect(audited.map((entry) => entry.action)).toEqual(['refund']);
    expect((await latestMailTo(t.app, student.email)).text).toContain('Refunded: $10.00');

    // And the key replays that one refund.
    const replay = await refund(paymentId, key, body);
    expect(replay.json<RefundResult>().refund).toEqual(result.refund);
    expect(providerRefunds.calls).toHaveLength(2);
  });
});
