import { createHash } from 'node:crypto';
import { paymentDocumentPath } from '@academy/contracts';
import { academyTimeZone } from '../exam-schedule/index.js';
import { queueMail, renderReceiptMail } from '../mail/index.js';
import { type NotifyScope, notificationEvents, notify } from '../notifications/index.js';
import { paymentDescription } from './description.js';
import { paymentResult } from './payment-view.js';
import type { PaymentRecord } from './repository.js';
import { createBillingRepository } from './repository.js';

/*
 * What a succeeded payment changes, in the caller's unit of work (ARCHITECTURE.md,
 * "Billing"): the payment is marked succeeded, its effect applied (a paid period, or, for a
 * retake, nothing more: the succeeded retake payment is the unlock that `hasPaidRetake`
 * reads), and its receipt queued in the outbox. payments/pay, PATCH payments and the
 * provider's webhook all complete a payment through this one function, on a locked row.
 */

/** `at` plus whole calendar months, in UTC; the day is kept, or the month's last one. */
export function addCalendarMonths(at: Date, months: number): Date {
  const result = new Date(at);
  const day = result.getUTCDate();
  result.setUTCDate(1);
  result.setUTCMonth(result.getUTCMonth() + months);
  const lastDay = new Date(
    Date.UTC(result.getUTCFullYear(), result.getUTCMonth() + 1, 0),
  ).getUTCDate();
  result.setUTCDate(Math.min(day, lastDay));
  return result;
}

export interface CompletionContext {
  now: Date;
  publicUrl: string;
}

/**
 * Completes a pending payment whose row the caller has locked: succeeded, paid now, with
 * the provider's reference and card label; a subscription's period starts now, or when the
 * caller's running access ends (a renewal extends it), and lasts the plan's months.
 */
export async function completePayment(
  scope: NotifyScope,
  payment: PaymentRecord,
  charge: { reference: string | null; cardLabel: string | null },
  context: CompletionContext,
): Promise<PaymentRecord> {
  const { now } = context;
  const billing = createBillingRepository(scope.tx);
  const completed = await billing.updatePayment(payment.id, {
    status: 'succeeded',
    paidAt: now,
    providerReference: charge.reference ?? payment.providerReference,
    cardLabel: charge.cardLabel ?? payment.cardLabel,
  });

  if (completed.purpose === 'subscription') {
    const planId = completed.planId;
    const plan = planId ? await billing.findPlan(planId) : null;
    if (!plan || !planId) throw new Error(`Payment ${completed.id} names no plan`);
    // Two plans bought at once chain rather than overlap.
    await billing.lockUserAccess(completed.userId);
    const access = await billing.learningAccess(completed.userId, now);
    const startsAt = access.endsAt && access.endsAt > now ? access.endsAt : now;
    await billing.insertPaidPeriod({
      userId: completed.userId,
      planId,
      paymentId: completed.id,
      startsAt,
      // The months the payment was made for, not the plan's now (a later change is for later
      // payments); payments from before migration 0024 have none and take the plan's.
      endsAt: addCalendarMonths(startsAt, completed.periodMonths ?? plan.periodMonths),
    });
  }

  const recipient = await billing.recipient(completed.userId);
  if (recipient) {
    const mail = renderReceiptMail({
      language: recipient.language,
      fullName: recipient.fullName,
      paymentId: completed.id,
      purpose: completed.purpose,
      description: paymentDescription(completed, recipient.language),
      amount: completed.amount,
      currency: completed.currency,
      paidAt: now,
      timeZone: await academyTimeZone(scope),
      cardLabel: completed.cardLabel,
      // The payment history on the pricing page, offering this receipt's PDF.
      documentLink: `${context.publicUrl}${paymentDocumentPath('receipt', completed.id)}`,
    });
    await queueMail(scope, { to: recipient.email, ...mail }, now);
  }
  await notify(
    scope,
    { userIds: [completed.userId] },
    notificationEvents.paymentSucceeded({
      description: completed.description,
      descriptionRu: completed.descriptionRu,
      amount: completed.amount,
      currency: completed.currency,
    }),
    now,
  );
  return completed;
}

/**
 * A payment made outside a request (the demo seed's): inserted, completed with its effects
 * and receipt as a charge that succeeded, and its answer stored as payments/pay would.
 */
export async function recordCompletedPayment(
  scope: NotifyScope,
  values: {
    userId: number;
    idempotencyKey: string;
    planId: string;
    provider: string;
    reference: string;
    cardLabel: string;
  },
  context: CompletionContext,
): Promise<PaymentRecord> {
  const billing = createBillingRepository(scope.tx);
  const plan = await billing.findPlan(values.planId);
  if (!plan) throw new Error(`No plan ${values.planId}`);
  const row = await billing.insertInFlight({
    userId: values.userId,
    idempotencyKey: values.idempotencyKey,
    requestHash: createHash('sha256')
      .update(JSON.stringify({ planId: plan.id, purpose: 'subscription' }))
      .digest('hex'),
    purpose: 'subscription',
    planId: plan.id,
    periodMonths: plan.periodMonths,
    amount: plan.priceAmount,
    currency: plan.currency,
    description: plan.name,
    provider: values.provider,
    createdAt: context.now,
  });
  if (!row) throw new Error(`Idempotency key ${values.idempotencyKey} is taken`);
  const completed = await completePayment(
    scope,
    row,
    { reference: values.reference, cardLabel: values.cardLabel },
    context,
  );
  await billing.storeAnswer(row.id, { statusCode: 201, body: paymentResult(completed) });
  return completed;
}
