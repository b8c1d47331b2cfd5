import { createHash } from 'node:crypto';
import {
  type AdminPayment,
  paymentDocumentPath,
  type RefundRequest,
  type RefundResult,
} from '@academy/contracts';
import { and, eq, lt, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Database, Executor } from '../../db/client.js';
import {
  paymentRefunds,
  payments,
  subscriptionPlans,
  subscriptions,
  taskAssignments,
  users,
} from '../../db/schema/index.js';
import type { UnitOfWork, UnitOfWorkScope } from '../../db/unit-of-work.js';
import type { Clock } from '../../lib/clock.js';
import { HttpError, notFound } from '../../lib/http-error.js';
import { recordAudit } from '../audit/index.js';
import { academyTimeZone } from '../exam-schedule/index.js';
import { queueMail, renderRefundMail } from '../mail/index.js';
import { type NotifyScope, notificationEvents, notify } from '../notifications/index.js';
import { paymentDescription } from './description.js';
import { addCalendarMonths } from './effects.js';
import type { PaymentProvider, RefundResult as ProviderRefund } from './providers/index.js';
import type { PaymentRecord } from './repository.js';

/*
 * Refunds (ARCHITECTURE.md, "Payments ledger"). Staff give back a succeeded payment in full
 * or in part, once per idempotency key, never more than it took:
 *   1. one transaction locks the payment's row, checks what is left to give back and the
 *      retake rule, inserts the refund `processing` (unique per payment and key) and holds
 *      its amount on the payment (`refund_held_amount`; a CHECK keeps refunded + held within
 *      the amount), with its audit entry;
 *   2. the provider is asked outside any transaction, under the refund row's own key;
 *   3. a second transaction, on the locked rows again, stores the outcome: `succeeded`
 *      applies the effect at once, `pending` waits for the provider's `refund.*` webhook,
 *      `failed` releases the held amount. A provider that did not answer leaves the refund
 *      `unfinished`: the same request takes it over and asks again under the same key.
 */

export type RefundRecord = typeof paymentRefunds.$inferSelect;

/** A refund left `processing` this long lost its request; a retry with its key takes it over. */
const PROCESSING_TAKEOVER_MS = 2 * 60 * 1000;

export function refundRequestHash(body: RefundRequest): string {
  return createHash('sha256')
    .update(JSON.stringify({ amount: body.amount, reason: body.reason.trim() }))
    .digest('hex');
}

/** The refund's share of the payment as a period's length: what a refund takes off its end. */
export function shortenedEnd(
  period: { startsAt: Date; endsAt: Date },
  boughtEnd: Date,
  refundedShare: number,
  now: Date,
): Date {
  const length = boughtEnd.getTime() - period.startsAt.getTime();
  const cut = new Date(boughtEnd.getTime() - Math.round(length * Math.min(1, refundedShare)));
  // Never later than it is, and never before the refund: time already given stays given.
  const floor = period.startsAt > now ? period.startsAt : now;
  const end = cut < floor ? floor : cut;
  return end < period.endsAt ? end : period.endsAt;
}

function refundsRepository(db: Executor) {
  return {
    async findByKey(paymentId: number, key: string): Promise<RefundRecord | null> {
      const [row] = await db
        .select()
        .from(paymentRefunds)
        .where(
          and(eq(paymentRefunds.paymentId, paymentId), eq(paymentRefunds.idempotencyKey, key)),
        );
      return row ?? null;
    },
    async lock(id: number): Promise<RefundRecord | null> {
      const [row] = await db
        .select()
        .from(paymentRefunds)
        .where(eq(paymentRefunds.id, id))
        .for('update');
      return row ?? null;
    },
    async insert(values: typeof paymentRefunds.$inferInsert): Promise<RefundRecord | null> {
      const [row] = await db
        .insert(paymentRefunds)
        .values(values)
        .onConflictDoNothing({ target: [paymentRefunds.paymentId, paymentRefunds.idempotencyKey] })
        .returning();
      return row ?? null;
    },
    async update(
      id: number,
      values: Partial<typeof paymentRefunds.$inferInsert>,
    ): Promise<RefundRecord> {
      const [row] = await db
        .update(paymentRefunds)
        .set(values)
        .where(eq(paymentRefunds.id, id))
        .returning();
      if (!row) throw new Error(`Refund ${id} vanished`);
      return row;
    },
    /** Takes over an `unfinished` refund, or one `processing` since before `staleBefore`. */
    async claim(id: number, staleBefore: Date, at: Date): Promise<RefundRecord | null> {
      const [row] = await db
        .update(paymentRefunds)
        .set({ status: 'processing', updatedAt: at })
        .where(
          and(
            eq(paymentRefunds.id, id),
            sql`(${paymentRefunds.status} = 'unfinished' or (${paymentRefunds.status} = 'processing' and ${lt(paymentRefunds.updatedAt, staleBefore)}))`,
          ),
        )
        .returning();
      return row ?? null;
    },
    /** Moves money between held and refunded on the (locked) payment. */
    async adjust(paymentId: number, change: { held: number; refunded: number }) {
      const [row] = await db
        .update(payments)
        .set({
          refundHeldAmount: sql`${payments.refundHeldAmount} + ${change.held}`,
          refundedAmount: sql`${payments.refundedAmount} + ${change.refunded}`,
        })
        .where(eq(payments.id, paymentId))
        .returning();
      if (!row) throw new Error(`Payment ${paymentId} vanished`);
      return row;
    },
    /** A refund by the provider's reference, of a payment of that provider. */
    async findByReference(provider: string, reference: string) {
      const [row] = await db
        .select({ refund: paymentRefunds })
        .from(paymentRefunds)
        .innerJoin(payments, eq(payments.id, paymentRefunds.paymentId))
        .where(
          and(eq(payments.provider, provider), eq(paymentRefunds.providerReference, reference)),
        );
      return row?.refund ?? null;
    },
    /** Whether the retake a payment bought has been used: the test's second attempt was sent. */
    async retakeUsed(payment: PaymentRecord): Promise<boolean> {
      if (payment.taskId === null) return false;
      const [row] = await db
        .select({ attempt: taskAssignments.attempt })
        .from(taskAssignments)
        .where(
          and(
            eq(taskAssignments.userId, payment.userId),
            eq(taskAssignments.taskId, payment.taskId),
          ),
        );
      return (row?.attempt ?? 0) >= 2;
    },
  };
}

/** The payment's staff name in the audit log: the student and what was bought. */
async function paymentTitle(db: Executor, payment: PaymentRecord): Promise<string> {
  const [row] = await db
    .select({ fullName: users.fullName })
    .from(users)
    .where(eq(users.id, payment.userId));
  const item =
    payment.purpose === 'retake' ? `Retake: ${payment.description}` : payment.description;
  return `${row?.fullName ?? 'A former student'} — ${item}`;
}

/**
 * What a succeeded refund changes, on the locked payment and refund, in the caller's unit of
 * work: the money moves from held to refunded; a subscription's period loses the refund's
 * share of its bought length from its end (a full refund ends it now, or cancels it before it
 * starts), never reaching back before now; a retake's unlock goes with it (a retake payment
 * with money given back no longer unlocks: `retakePaidFor`); the student's mail is queued.
 */
export async function applySucceededRefund(
  scope: NotifyScope,
  payment: PaymentRecord,
  refund: RefundRecord,
  context: { now: Date; publicUrl: string },
  providerReference: string | null,
): Promise<RefundRecord> {
  const { now } = context;
  const repo = refundsRepository(scope.tx);
  const settled = await repo.update(refund.id, {
    status: 'succeeded',
    settledAt: now,
    providerReference: providerReference ?? refund.providerReference,
  });
  const updated = await repo.adjust(payment.id, { held: -refund.amount, refunded: refund.amount });
  const share = updated.amount === 0 ? 1 : updated.refundedAmount / updated.amount;

  if (updated.purpose === 'subscription') {
    const [bought] = await scope.tx
      .select({ period: subscriptions, months: subscriptionPlans.periodMonths })
      .from(subscriptions)
      .innerJoin(subscriptionPlans, eq(subscriptionPlans.id, subscriptions.planId))
      .where(eq(subscriptions.paymentId, updated.id))
      .for('update', { of: subscriptions });
    if (bought && bought.period.status === 'active' && bought.period.endsAt > now) {
      const { period } = bought;
      const end = shortenedEnd(
        period,
        addCalendarMonths(period.startsAt, bought.months),
        share,
        now,
      );
      await scope.tx
        .update(subscriptions)
        .set(end <= period.startsAt ? { status: 'cancelled' } : { endsAt: end })
        .where(eq(subscriptions.id, period.id));
    }
  }

  const [recipient] = await scope.tx
    .select({ email: users.email, fullName: users.fullName, language: users.language })
    .from(users)
    .where(eq(users.id, updated.userId));
  if (recipient) {
    const mail = renderRefundMail({
      language: recipient.language,
      fullName: recipient.fullName,
      paymentId: updated.id,
      refundId: settled.id,
      purpose: updated.purpose,
      description: paymentDescription(updated, recipient.language),
      paid: updated.amount,
      refunded: refund.amount,
      currency: updated.currency,
      full: updated.refundedAmount >= updated.amount,
      refundedAt: now,
      timeZone: await academyTimeZone(scope),
      documentLink: `${context.publicUrl}${paymentDocumentPath('credit-note', settled.id)}`,
    });
    await queueMail(scope, { to: recipient.email, ...mail }, now);
  }
  await notify(
    scope,
    { userIds: [updated.userId] },
    notificationEvents.paymentRefunded({
      description: updated.description,
      descriptionRu: updated.descriptionRu,
      amount: refund.amount,
      currency: updated.currency,
    }),
    now,
  );
  return settled;
}

/** A refund the provider refused, or whose webhook says it failed: the held money is free again. */
export async function applyFailedRefund(
  scope: Pick<UnitOfWorkScope, 'tx'>,
  payment: PaymentRecord,
  refund: RefundRecord,
  now: Date,
  failure: { reference: string | null; reason: string | null },
): Promise<RefundRecord> {
  const repo = refundsRepository(scope.tx);
  await repo.adjust(payment.id, { held: -refund.amount, refunded: 0 });
  return repo.update(refund.id, {
    status: 'failed',
    settledAt: now,
    providerReference: failure.reference ?? refund.providerReference,
    failureReason: failure.reason,
  });
}

/** The idempotency key a refund made at the provider is kept under: its own reference. */
const AT_PROVIDER_KEY_PREFIX = 'provider:';

/** Whether a refund was made in the provider's own dashboard (recordRefundAtProvider). */
export const madeAtProvider = (refund: Pick<RefundRecord, 'idempotencyKey'>): boolean =>
  refund.idempotencyKey.startsWith(AT_PROVIDER_KEY_PREFIX);

/**
 * A refund made in the provider's own dashboard, which its webhook tells (`unasked`): kept
 * as a refund of the payment under the provider's reference as its key (so a redelivery
 * finds it and changes nothing), then applied as any succeeded refund is: the period
 * shortened, the student mailed, its credit note issued. In the webhook's unit of work, with
 * the payment locked. Answers null when no payment of that provider has the reference (yet:
 * the event is not recorded and comes again), `refused` when the amount is more than the
 * payment still holds (nothing is changed; the event is kept and logged).
 */
export async function recordRefundAtProvider(
  scope: NotifyScope,
  providerName: string,
  event: { reference: string; unasked: { payment: string; amount: number } },
  context: { now: Date; publicUrl: string },
): Promise<{ outcome: 'applied' | 'refused'; paymentId: number } | null> {
  const [payment] = await scope.tx
    .select()
    .from(payments)
    .where(
      and(
        eq(payments.provider, providerName),
        eq(payments.providerReference, event.unasked.payment),
      ),
    )
    .for('update');
  if (!payment) return null;
  const applied = { outcome: 'applied' as const, paymentId: payment.id };
  const repo = refundsRepository(scope.tx);
  const key = `${AT_PROVIDER_KEY_PREFIX}${event.reference}`;
  if (await repo.findByKey(payment.id, key)) return applied;
  const open = payment.amount - payment.refundedAmount - payment.refundHeldAmount;
  const { amount } = event.unasked;
  if (payment.status !== 'succeeded' || amount > open) {
    return { outcome: 'refused', paymentId: payment.id };
  }
  const refund = await repo.insert({
    paymentId: payment.id,
    requestedBy: null,
    idempotencyKey: key,
    requestHash: key,
    amount,
    reason: 'Refunded in the payment provider’s dashboard',
    status: 'processing',
    providerReference: event.reference,
    createdAt: context.now,
    updatedAt: context.now,
  });
  if (!refund) return applied;
  await repo.adjust(payment.id, { held: amount, refunded: 0 });
  await applySucceededRefund(scope, payment, refund, context, event.reference);
  return applied;
}

/**
 * The refund a provider's `refund.*` event names (its reference, of a payment of that
 * provider), with its payment, both locked in the webhook's unit of work; null when unknown
 * (yet): the event is then not recorded, so a redelivery can apply it.
 */
export async function lockRefundByReference(
  tx: Executor,
  providerName: string,
  reference: string,
): Promise<{ payment: PaymentRecord; refund: RefundRecord } | null> {
  const repo = refundsRepository(tx);
  const found = await repo.findByReference(providerName, reference);
  if (!found) return null;
  const [payment] = await tx
    .select()
    .from(payments)
    .where(eq(payments.id, found.paymentId))
    .for('update');
  const refund = await repo.lock(found.id);
  if (!payment || !refund) return null;
  return { payment, refund };
}

export function createRefundService(deps: {
  db: Database;
  unitOfWork: UnitOfWork;
  now: Clock;
  provider: PaymentProvider;
  publicUrl: string;
  /** The payment as the staff page shows it, after the refund. */
  paymentDetail: (paymentId: number) => Promise<AdminPayment | null>;
}) {
  const { unitOfWork, now, provider } = deps;
  const read = refundsRepository(deps.db);

  async function answer(refund: RefundRecord): Promise<RefundResult> {
    const payment = await deps.paymentDetail(refund.paymentId);
    if (!payment) throw notFound('ERR_PAYMENT_NOT_FOUND');
    const view = payment.refunds.find((candidate) => candidate.id === refund.id);
    if (!view) throw new Error(`Refund ${refund.id} is not on its payment's page`);
    return { refund: view, payment };
  }

  /** An earlier request with the key: 422 for another body, 409 while at work, else its refund. */
  async function resume(
    existing: RefundRecord,
    hash: string,
    at: Date,
  ): Promise<{ ask: RefundRecord } | { replay: RefundRecord }> {
    if (existing.requestHash !== hash) throw new HttpError(422, 'ERR_IDEMPOTENCY_KEY_REUSED');
    if (existing.status === 'processing' || existing.status === 'unfinished') {
      const claimed = await read.claim(
        existing.id,
        new Date(at.getTime() - PROCESSING_TAKEOVER_MS),
        at,
      );
      if (claimed) return { ask: claimed };
      throw new HttpError(409, 'ERR_REFUND_IN_PROGRESS');
    }
    return { replay: existing };
  }

  /** Step 1: the refund row and its held amount, on the locked payment. */
  async function open(
    actorId: number,
    paymentId: number,
    key: string,
    body: RefundRequest,
    hash: string,
    at: Date,
  ): Promise<{ ask: RefundRecord } | { replay: RefundRecord } | { resume: RefundRecord }> {
    return unitOfWork(async (scope) => {
      const repo = refundsRepository(scope.tx);
      const [payment] = await scope.tx
        .select()
        .from(payments)
        .where(eq(payments.id, paymentId))
        .for('update');
      if (!payment || payment.responseStatusCode === null) throw notFound('ERR_PAYMENT_NOT_FOUND');
      // Parallel requests with one key queue on the payment's lock: the later ones find the
      // first's refund here and replay it rather than refunding again.
      const earlier = await repo.findByKey(paymentId, key);
      if (earlier) return { resume: earlier };
      if (payment.status !== 'succeeded' || !payment.providerReference) {
        throw new HttpError(409, 'ERR_PAYMENT_NOT_REFUNDABLE');
      }
      if (body.amount > payment.amount - payment.refundedAmount - payment.refundHeldAmount) {
        throw new HttpError(409, 'ERR_REFUND_EXCEEDS_PAYMENT');
      }
      if (payment.purpose === 'retake' && (await repo.retakeUsed(payment))) {
        throw new HttpError(409, 'ERR_REFUND_RETAKE_USED');
      }
      const refund = await repo.insert({
        paymentId,
        requestedBy: actorId,
        idempotencyKey: key,
        requestHash: hash,
        amount: body.amount,
        reason: body.reason.trim(),
        status: 'processing',
        createdAt: at,
        updatedAt: at,
      });
      if (!refund) throw new HttpError(409, 'ERR_REFUND_IN_PROGRESS');
      const held = await repo.adjust(paymentId, { held: body.amount, refunded: 0 });
      await recordAudit(scope, {
        actorId,
        action: 'refund',
        entityType: 'payment',
        entityId: paymentId,
        title: await paymentTitle(scope.tx, payment),
        before: { refunded: payment.refundedAmount, refundHeld: payment.refundHeldAmount },
        after: {
          refunded: held.refundedAmount,
          refundHeld: held.refundHeldAmount,
          refundAmount: body.amount,
          currency: payment.currency,
          reason: refund.reason,
        },
      });
      return { ask: refund };
    });
  }

  /** Step 3: the provider's answer stored on the locked rows, once. */
  async function settle(refund: RefundRecord, outcome: ProviderRefund): Promise<RefundRecord> {
    return unitOfWork(async (scope) => {
      const [payment] = await scope.tx
        .select()
        .from(payments)
        .where(eq(payments.id, refund.paymentId))
        .for('update');
      const locked = await refundsRepository(scope.tx).lock(refund.id);
      if (!payment || !locked) throw new Error(`Refund ${refund.id} vanished while in flight`);
      // Stored meanwhile by a retry that took it over: the provider gave both the same refund.
      if (locked.status !== 'processing') return locked;
      const at = now();
      if (outcome.status === 'succeeded') {
        return applySucceededRefund(
          scope,
          payment,
          locked,
          { now: at, publicUrl: deps.publicUrl },
          outcome.reference,
        );
      }
      if (outcome.status === 'failed') {
        return applyFailedRefund(scope, payment, locked, at, {
          reference: outcome.reference,
          reason: outcome.failureReason ?? null,
        });
      }
      return refundsRepository(scope.tx).update(locked.id, {
        status: 'pending',
        providerReference: outcome.reference,
      });
    });
  }

  return {
    async refund(
      actorId: number,
      paymentId: number,
      key: string,
      body: RefundRequest,
      log: FastifyBaseLogger,
    ): Promise<RefundResult> {
      const hash = refundRequestHash(body);
      const at = now();
      const existing = await read.findByKey(paymentId, key);
      let step = existing
        ? await resume(existing, hash, at)
        : await open(actorId, paymentId, key, body, hash, at);
      if ('resume' in step) step = await resume(step.resume, hash, at);
      if ('replay' in step) return answer(step.replay);
      const refund = step.ask;

      const [payment] = await deps.db.select().from(payments).where(eq(payments.id, paymentId));
      if (!payment?.providerReference) throw notFound('ERR_PAYMENT_NOT_FOUND');
      let outcome: ProviderRefund;
      try {
        outcome = await provider.refund({
          reference: payment.providerReference,
          amount: refund.amount,
          currency: payment.currency,
          // One refund per refund row at the provider too: a retry gets the first one back.
          idempotencyKey: `academy-refund-${refund.id}`,
          reason: refund.reason,
        });
      } catch (error) {
        await deps.db
          .update(paymentRefunds)
          .set({ status: 'unfinished' })
          .where(and(eq(paymentRefunds.id, refund.id), eq(paymentRefunds.status, 'processing')));
        log.error({ event: 'refund.provider_failed', refundId: refund.id, err: error });
        throw new HttpError(503, 'ERR_PAYMENT_PROVIDER_UNAVAILABLE');
      }
      if (outcome.status === 'failed' && outcome.reference === null) {
        // Refused by the provider as a request (more than it still holds, a disputed
        // charge): recorded as a failed refund with its reason; the access stays as it is.
        log.warn({ event: 'refund.refused', refundId: refund.id, reason: outcome.failureReason });
      }
      const settled = await settle(refund, outcome);
      log.info({
        event: 'refund.asked',
        paymentId,
        refundId: refund.id,
        outcome: settled.status,
      });
      return answer(settled);
    },
  };
}
export type RefundService = ReturnType<typeof createRefundService>;
