import { createHash } from 'node:crypto';
import {
  canRetakeTask,
  type ErrorCode,
  FREE_TRIAL_DAYS,
  IDEMPOTENCY_KEY_RETENTION_HOURS,
  type PaymentAttempt,
  type PaymentResult,
  type PaymentsResponse,
  type PayRequest,
  type PricingResponse,
  promotionDiscount,
  type SubscriptionsResponse,
  type UpdatePaymentRequest,
  type WebhookEvent,
} from '@academy/contracts';
import type { FastifyBaseLogger } from 'fastify';
import type { BillingConfig } from '../../config.js';
import type { Database } from '../../db/client.js';
import type { UnitOfWork, UnitOfWorkScope } from '../../db/unit-of-work.js';
import type { Clock } from '../../lib/clock.js';
import { forbidden, HttpError, notFound } from '../../lib/http-error.js';
import { createTasksRepository } from '../tasks/index.js';
import { studentAccessPeriods } from './access-periods.js';
import { waitingSince } from './confirmation-window.js';
import { type CompletionContext, completePayment } from './effects.js';
import { paymentResult, paymentView, planView } from './payment-view.js';
import {
  findPromotionByCode,
  type PromotionRecord,
  promotionError,
  promotionRefusal,
  takeUse,
} from './promotions.js';
import {
  CardTokenInvalidError,
  type ChargeResult,
  type PaymentProvider,
  type SettleResult,
} from './providers/index.js';
import {
  applyFailedRefund,
  applySucceededRefund,
  lockRefundByReference,
  recordRefundAtProvider,
} from './refunds.js';
import { createBillingRepository, type PaymentRecord } from './repository.js';

/*
 * Pricing, access periods and payments (ARCHITECTURE.md, "Billing"):
 *   GET pricing            the plans on sale, the trial's days and the retake's price
 *   GET subscriptions      the caller's periods with their state now and what they unlock
 *   GET payments           the caller's payments, newest first
 *   POST payments/pay      charges once per idempotency key and applies the effect
 *   GET payments/attempts/{key}  where the caller's attempt with that key stands
 *   PATCH payments         confirms or cancels the caller's pending payment
 *   POST payments/webhooks/{provider}  the provider's signed event, applied once
 */

const HOUR_MS = 60 * 60 * 1000;
/**
 * How long a payment may stay in flight (charged, its outcome not yet stored) before a retry
 * with its key may take it over: far longer than a provider's answer takes, so a request
 * still at work is never overtaken; the request that left it lost the database (README.md,
 * "Faults"). The takeover charges under the same provider key, so it gets the first charge
 * back rather than making a second.
 */
const IN_FLIGHT_TAKEOVER_MS = 2 * 60 * 1000;

/** An answer stored on the payment row: what a replay of its request gets back. */
interface StoredAnswer {
  statusCode: number;
  body: PaymentResult | { statusCode: number; message: string };
}

const errorAnswer = (statusCode: number, message: ErrorCode): StoredAnswer => ({
  statusCode,
  body: { statusCode, message },
});

/** A value with every object's keys sorted: the same request writes the same JSON. */
function canonical(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(canonical);
  if (typeof value !== 'object' || value === null) return value;
  return Object.fromEntries(
    Object.entries(value)
      .sort(([a], [b]) => a.localeCompare(b))
      .map(([key, item]) => [key, canonical(item)]),
  );
}

/** sha256 of the request's body with its keys sorted: the same request hashes the same. */
export function requestHash(body: PayRequest): string {
  return createHash('sha256')
    .update(JSON.stringify(canonical(body)))
    .digest('hex');
}

/** Replays a stored answer: a success's body, or the stored error thrown as it was. */
function replay(answer: StoredAnswer): { statusCode: 201; body: PaymentResult } {
  if (answer.statusCode === 201) return { statusCode: 201, body: answer.body as PaymentResult };
  const body = answer.body as { message: ErrorCode };
  throw new HttpError(answer.statusCode, body.message);
}

function storedAnswer(row: PaymentRecord): StoredAnswer | null {
  if (row.responseStatusCode === null) return null;
  return { statusCode: row.responseStatusCode, body: row.responseBody as StoredAnswer['body'] };
}

const providerUnavailable = () => new HttpError(503, 'ERR_PAYMENT_PROVIDER_UNAVAILABLE');

export function createBillingService(deps: {
  db: Database;
  unitOfWork: UnitOfWork;
  now: Clock;
  provider: PaymentProvider;
  billing: BillingConfig;
  publicUrl: string;
}) {
  const { unitOfWork, now, provider, billing } = deps;
  const read = createBillingRepository(deps.db);
  const tasks = createTasksRepository(deps.db);
  const context = (): CompletionContext => ({ now: now(), publicUrl: deps.publicUrl });

  /** The retake's price now: the one staff set, else the configured initial RETAKE_PRICE. */
  async function retakePrice(): Promise<number> {
    return (await read.retakePrice()) ?? billing.retakePrice;
  }

  /**
   * The price the student was shown must be the price now: otherwise 409 ERR_PRICE_CHANGED,
   * before anything is kept or charged (the page reads the new price and asks again).
   */
  function samePrice(body: PayRequest, amount: number, currency: string): void {
    if (body.expectedPrice.amount !== amount || body.expectedPrice.currency !== currency) {
      throw new HttpError(409, 'ERR_PRICE_CHANGED');
    }
  }

  /** What the request buys, at the server's price; 404/403/409 when it can't be bought. */
  async function purchase(userId: number, body: PayRequest) {
    if (body.purpose === 'subscription') {
      const plan = await read.findPlan(body.planId);
      if (!plan?.isActive) throw notFound('ERR_PLAN_NOT_FOUND');
      // A plan opens the student's directions of its course format: one that would open
      // none is refused before anything is charged (access is per format, as the plans say).
      const directions = await read.enrolledDirections(userId);
      if (directions.length === 0) throw new HttpError(409, 'ERR_PLAN_NEEDS_DIRECTION');
      if (!directions.some((direction) => direction.courseType === plan.courseType)) {
        throw new HttpError(409, 'ERR_PLAN_OTHER_FORMAT');
      }
      // A promotion code: the price shown was the discounted one; a code that no longer
      // applies is refused with its own error before anything is kept or charged.
      let promotion: PromotionRecord | null = null;
      let discount = 0;
      if (body.promotionCode !== undefined) {
        promotion = await findPromotionByCode(deps.db, body.promotionCode);
        const refusal = promotionRefusal(promotion, plan, now());
        if (refusal) throw promotionError(refusal);
        if (promotion) discount = promotionDiscount(promotion, plan.priceAmount);
      }
      samePrice(body, plan.priceAmount - discount, plan.currency);
      return {
        purpose: 'subscription' as const,
        planId: plan.id,
        periodMonths: plan.periodMonths,
        taskId: null,
        amount: plan.priceAmount - discount,
        currency: plan.currency,
        description: plan.name,
        descriptionRu: plan.nameRu,
        promotionCodeId: promotion?.id ?? null,
        promotionCode: promotion?.code ?? null,
        discountAmount: discount,
      };
    }
    const page = await tasks.findForStudent(userId, body.taskId);
    if (!page) throw notFound('ERR_TASK_NOT_EXISTS');
    const { task, assignment } = page;
    if (task.enrolledAt === null) throw forbidden();
    // The retake rule is the tasks module's and contracts' (canRetakeTask): a failed first
    // attempt; and it is bought once (not again while a payment for it is under way).
    if (!assignment || !canRetakeTask(assignment) || task.retakePaid) {
      throw new HttpError(409, 'ERR_TASK_RETAKE_NOT_AVAILABLE');
    }
    // A payment for it left waiting too long has expired and no longer holds the retake.
    await read.expireWaiting(userId, waitingSince(now()), now());
    if (await read.hasPendingRetake(userId, task.id)) {
      throw new HttpError(409, 'ERR_TASK_RETAKE_NOT_AVAILABLE');
    }
    const amount = await retakePrice();
    samePrice(body, amount, billing.currency);
    return {
      purpose: 'retake' as const,
      planId: null,
      periodMonths: null,
      taskId: task.id,
      amount,
      currency: billing.currency,
      // The test's title: the history and the receipt say "Retake: …" in the reader's language.
      description: task.title,
      descriptionRu: null,
      // Retakes take no promotion code (ARCHITECTURE.md, "Promotion codes").
      promotionCodeId: null,
      promotionCode: null,
      discountAmount: 0,
    };
  }

  /**
   * A request whose key already has a payment: 422 for another body, the stored answer for
   * a replay, 409 while the first is in flight. After a provider failure (stored 503) the
   * same request takes the row over to charge again (a conditional update: of parallel
   * retries one wins, the others find it in flight); answers the row to charge then.
   */
  async function resume(
    row: PaymentRecord,
    hash: string,
    at: Date,
  ): Promise<{ charge: PaymentRecord } | { replayed: { statusCode: 201; body: PaymentResult } }> {
    if (row.requestHash !== hash) throw new HttpError(422, 'ERR_IDEMPOTENCY_KEY_REUSED');
    const answer = storedAnswer(row);
    if (answer?.statusCode === 503) {
      if (row.createdAt < waitingSince(at)) {
        // Not retried within the window: ended as expired (its promotion use given back),
        // never charged now.
        await read.expireWaiting(row.userId, waitingSince(at), at);
        throw new HttpError(409, 'ERR_PAYMENT_EXPIRED');
      }
      const claimed = await read.claimRetry(row.id, at);
      if (claimed) return { charge: claimed };
      // A parallel retry took it, or expiry ended it meanwhile: its answer now, if it has one.
      const current = await read.findPayment(row.id);
      const ended = current ? storedAnswer(current) : null;
      if (ended && ended.statusCode !== 503) return { replayed: replay(ended) };
      throw new HttpError(409, 'ERR_IDEMPOTENCY_KEY_IN_USE');
    }
    if (!answer) {
      // In flight: at work elsewhere, or left behind by a request that lost the database.
      const staleBefore = new Date(at.getTime() - IN_FLIGHT_TAKEOVER_MS);
      const claimed = await read.claimStale(row.id, staleBefore, at);
      if (claimed) return { charge: claimed };
      throw new HttpError(409, 'ERR_IDEMPOTENCY_KEY_IN_USE');
    }
    return { replayed: replay(answer) };
  }

  /** Stores the outcome of a charge on the in-flight row, effects included, in one transaction. */
  async function settleCharge(row: PaymentRecord, charge: ChargeResult): Promise<StoredAnswer> {
    return unitOfWork(async (scope) => {
      const billing = createBillingRepository(scope.tx);
      const locked = await billing.lockPayment(row.id);
      if (!locked) throw new Error(`Payment ${row.id} vanished while in flight`);
      // Settled already, by a retry that took the payment over while this request was
      // thought lost: the provider gave both the same charge, which counts once.
      const settled = storedAnswer(locked);
      if (settled) return settled;
      let answer: StoredAnswer;
      if (charge.status === 'succeeded') {
        const completed = await completePayment(scope, locked, charge, context());
        answer = { statusCode: 201, body: paymentResult(completed) };
      } else if (charge.status === 'requires_confirmation') {
        const pending = await billing.updatePayment(row.id, {
          providerReference: charge.reference,
          cardLabel: charge.cardLabel,
        });
        // Stripe's 3-D Secure runs in the browser (handleNextAction) with the PaymentIntent's
        // client secret: it is part of the answer, so a replay of the request carries it too.
        const body = paymentResult(pending);
        answer = {
          statusCode: 201,
          body: charge.clientSecret
            ? { ...body, nextAction: { clientSecret: charge.clientSecret } }
            : body,
        };
      } else {
        // Declined: ended unpaid, its promotion use given back (once, by its own state).
        await billing.endPayment(row.id, 'declined', now());
        await billing.updatePayment(row.id, {
          providerReference: charge.reference,
          cardLabel: charge.cardLabel,
        });
        answer = errorAnswer(402, 'ERR_PAYMENT_DECLINED');
      }
      await billing.updatePayment(row.id, {
        responseStatusCode: answer.statusCode,
        responseBody: answer.body,
      });
      return answer;
    });
  }

  /** Applies a provider's settlement of a pending payment to its locked row. */
  async function applySettlement(
    scope: UnitOfWorkScope,
    locked: PaymentRecord,
    settlement: Exclude<SettleResult['status'], 'pending'>,
  ): Promise<PaymentRecord> {
    if (settlement === 'succeeded') {
      return completePayment(scope, locked, { reference: null, cardLabel: null }, context());
    }
    // Declined or cancelled: ended unpaid, its promotion use given back once.
    const ended = await createBillingRepository(scope.tx).endPayment(locked.id, settlement, now());
    if (!ended) throw new Error(`Payment ${locked.id} was not pending`);
    return ended;
  }

  /**
   * A `refund.*` event settles a refund the provider answered `pending`, once: the event is
   * recorded in the transaction of its effect, on the payment's and the refund's locked rows.
   * A refund made in the provider's dashboard (`unasked`) is recorded and applied once.
   */
  async function applyRefundEvent(event: WebhookEvent, log: FastifyBaseLogger): Promise<void> {
    await unitOfWork(async (scope) => {
      const found = await lockRefundByReference(scope.tx, provider.name, event.reference);
      if (!found && event.unasked && event.type === 'refund.succeeded') {
        const recorded = await recordRefundAtProvider(
          scope,
          provider.name,
          { reference: event.reference, unasked: event.unasked },
          context(),
        );
        // A payment not known (yet): nothing is recorded, and the provider delivers again.
        if (!recorded) throw notFound();
        await createBillingRepository(scope.tx).recordEvent({
          provider: provider.name,
          eventId: event.id,
          type: event.type,
          paymentId: recorded.paymentId,
        });
        const line = { event: `refund.at_provider_${recorded.outcome}`, eventId: event.id };
        if (recorded.outcome === 'refused') {
          log.error(line, 'a refund made at the provider exceeds what the payment holds');
        } else log.info(line);
        return;
      }
      if (!found) throw notFound();
      const { payment, refund } = found;
      const fresh = await createBillingRepository(scope.tx).recordEvent({
        provider: provider.name,
        eventId: event.id,
        type: event.type,
        paymentId: payment.id,
      });
      if (!fresh) {
        log.info({ event: 'refund.webhook_repeated', eventId: event.id });
        return;
      }
      if (refund.status !== 'pending') {
        log.info({ event: 'refund.webhook_ignored', eventId: event.id, status: refund.status });
        return;
      }
      if (event.type === 'refund.succeeded') {
        await applySucceededRefund(scope, payment, refund, context(), null);
      } else {
        await applyFailedRefund(scope, payment, refund, now(), { reference: null, reason: null });
      }
      log.info({ event: 'refund.webhook_applied', refundId: refund.id, type: event.type });
    });
  }

  /**
   * The bank's step a reloaded page can still finish (Stripe's 3-D Secure): the client secret
   * of the caller's own pending payment, only while the provider says the step is still
   * wanted. Never logged. A provider that can't be asked gives none: the page then asks in
   * its dialog, as without a secret.
   */
  async function pendingAction(
    row: PaymentRecord,
    log: FastifyBaseLogger,
  ): Promise<{ clientSecret: string } | null> {
    if (row.status !== 'pending' || !row.providerReference || !provider.pendingAction) return null;
    try {
      return await provider.pendingAction(row.providerReference);
    } catch (error) {
      log.warn({ event: 'payment.pending_action_unknown', paymentId: row.id, err: error });
      return null;
    }
  }

  return {
    async pricing(): Promise<PricingResponse> {
      const plans = await read.activePlans();
      return {
        trialDays: FREE_TRIAL_DAYS,
        plans: plans.map(planView),
        retakePrice: { amount: await retakePrice(), currency: billing.currency },
        // Which provider the payment page hands the card to; Stripe.js needs the account's
        // publishable key (public by design).
        paymentProvider:
          provider.name === 'stripe' && billing.stripe
            ? { name: 'stripe', publishableKey: billing.stripe.publishableKey }
            : { name: 'sandbox' },
      };
    },

    async subscriptions(userId: number): Promise<SubscriptionsResponse> {
      return studentAccessPeriods(deps.db, userId, now());
    },

    async payments(userId: number): Promise<PaymentsResponse> {
      await read.expireWaiting(userId, waitingSince(now()), now());
      const [rows, creditNotes] = await Promise.all([
        read.listPayments(userId),
        read.listCreditNotes(userId),
      ]);
      return {
        data: rows.map((row) => ({
          ...paymentView(row),
          creditNotes: creditNotes
            .filter((note) => note.paymentId === row.id)
            .map((note) => ({
              id: note.id,
              amount: note.amount,
              settledAt: (note.settledAt ?? note.updatedAt).toISOString(),
            })),
        })),
      };
    },

    /**
     * The caller's attempt with an idempotency key, for a page reloaded while it ran: in
     * flight, left unfinished by a provider failure, or the payment as it stands now.
     */
    async attempt(userId: number, key: string, log: FastifyBaseLogger): Promise<PaymentAttempt> {
      await read.expireWaiting(userId, waitingSince(now()), now());
      const row = await read.findByKey(userId, key);
      if (!row) throw notFound('ERR_PAYMENT_NOT_FOUND');
      if (row.responseStatusCode === null) return { state: 'processing' };
      if (row.responseStatusCode === 503 && row.status === 'pending') {
        return { state: 'unfinished' };
      }
      const nextAction = await pendingAction(row, log);
      return {
        state: 'answered',
        payment: paymentView(row),
        ...(nextAction ? { nextAction } : {}),
      };
    },

    /**
     * Charges once per (user, idempotency key). The payment row is inserted first, in
     * flight (no stored answer), `on conflict do nothing`: of parallel requests with one
     * key exactly one inserts it and goes on to the provider; the others find the row and
     * answer 409 (in flight), 422 (another body) or the stored answer (a replay). The
     * provider is called outside any transaction; its outcome, the effect and the answer
     * are stored in one. A provider failure removes the in-flight row, so the same key
     * can try again (the provider's own idempotency key keeps a lost charge from repeating).
     */
    async pay(
      userId: number,
      key: string,
      body: PayRequest,
      log: FastifyBaseLogger,
    ): Promise<{ statusCode: 201; body: PaymentResult }> {
      const hash = requestHash(body);
      const at = now();
      await read.releaseExpiredKey(
        userId,
        key,
        new Date(at.getTime() - IDEMPOTENCY_KEY_RETENTION_HOURS * HOUR_MS),
      );
      const existing = await read.findByKey(userId, key);
      const next = existing ? await resume(existing, hash, at) : await insertOrResume();
      if ('replayed' in next) return next.replayed;
      const row = next.charge;

      let charge: ChargeResult;
      try {
        charge = await provider.charge({
          amount: row.amount,
          currency: row.currency,
          cardToken: body.cardToken,
          description: row.purpose === 'retake' ? `Retake: ${row.description}` : row.description,
          // One charge per payment row at the provider too: a retry after a lost answer
          // gets the first charge back.
          idempotencyKey: `academy-payment-${row.id}`,
          paymentId: row.id,
        });
      } catch (error) {
        if (error instanceof CardTokenInvalidError) {
          // Nothing was charged and nothing will be with this token: the key is free again.
          await read.deleteInFlight(row.id);
          log.info({ event: 'payment.token_invalid', paymentId: row.id });
          throw new HttpError(400, 'ERR_PAYMENT_TOKEN_INVALID');
        }
        // Unknown whether the provider charged: the row stays, marked for a retry with
        // the same key, which charges under the same provider key.
        await read.storeAnswer(row.id, errorAnswer(503, 'ERR_PAYMENT_PROVIDER_UNAVAILABLE'));
        log.error({ event: 'payment.provider_failed', paymentId: row.id, err: error });
        throw providerUnavailable();
      }

      const answer = await settleCharge(row, charge);
      log.info({
        event: 'payment.charged',
        paymentId: row.id,
        purpose: row.purpose,
        outcome: charge.status,
      });
      return replay(answer);

      async function insertOrResume(): ReturnType<typeof resume> {
        const item = await purchase(userId, body);
        // The row and its promotion use in one unit of work: a code with no use left for
        // it rolls the row back, so nothing is kept and nothing charged.
        const inserted = await unitOfWork(async (scope) => {
          const row = await createBillingRepository(scope.tx).insertInFlight({
            userId,
            idempotencyKey: key,
            requestHash: hash,
            provider: provider.name,
            // The app's clock, as the retention of the key is measured with it.
            createdAt: at,
            ...item,
          });
          const { promotionCodeId, planId } = item;
          if (row && promotionCodeId !== null && planId !== null) {
            if (!(await takeUse(scope.tx, promotionCodeId, planId, at))) {
              // Between the check and now the code changed or its last use went to
              // another payment: refused with its reason, and the row rolls back.
              const promotion = await findPromotionByCode(scope.tx, item.promotionCode ?? '');
              const plan = { id: planId, currency: item.currency };
              throw promotionError(
                promotionRefusal(promotion, plan, at) ?? 'ERR_PROMOTION_CODE_USED_UP',
              );
            }
          }
          return row;
        });
        if (inserted) return { charge: inserted };
        const winner = await read.findByKey(userId, key);
        if (!winner) throw new HttpError(409, 'ERR_IDEMPOTENCY_KEY_IN_USE');
        return resume(winner, hash, at);
      }
    },

    /**
     * Confirms or cancels the caller's pending payment. The provider is asked outside any
     * transaction; then the row is locked (`for update`) and settled only if still pending,
     * so a confirmation racing the provider's webhook applies the effect once.
     */
    async updatePayment(
      userId: number,
      input: UpdatePaymentRequest,
      log: FastifyBaseLogger,
    ): Promise<PaymentResult> {
      const row = await read.findPayment(input.paymentId);
      if (!row || row.userId !== userId || row.responseStatusCode === null) {
        throw notFound('ERR_PAYMENT_NOT_FOUND');
      }
      if (row.status === 'pending' && row.createdAt < waitingSince(now())) {
        // Waited longer than the provider allows: expired, never confirmed now.
        await read.expireWaiting(userId, waitingSince(now()), now());
        throw new HttpError(409, 'ERR_PAYMENT_EXPIRED');
      }
      if (row.status === 'expired') throw new HttpError(409, 'ERR_PAYMENT_EXPIRED');
      if (row.status !== 'pending' || !row.providerReference) {
        throw new HttpError(409, 'ERR_PAYMENT_NOT_PENDING');
      }
      let settlement: SettleResult;
      try {
        settlement =
          input.action === 'confirm'
            ? await provider.confirm(row.providerReference)
            : await provider.cancel(row.providerReference);
      } catch (error) {
        log.error({ event: 'payment.provider_failed', paymentId: row.id, err: error });
        throw providerUnavailable();
      }
      if (settlement.status === 'pending') {
        // The provider has not decided (the bank's step unfinished, or still processing):
        // the payment keeps waiting, for another confirmation or the provider's webhook.
        log.info({ event: `payment.${input.action}`, paymentId: row.id, status: 'pending' });
        return paymentResult(row);
      }
      const pendingOutcome = settlement.status;
      const settled = await unitOfWork(async (scope) => {
        const billing = createBillingRepository(scope.tx);
        const locked = await billing.lockPayment(row.id);
        if (!locked) throw notFound('ERR_PAYMENT_NOT_FOUND');
        // Settled meanwhile (the webhook, another tab): that outcome stands, applied once.
        if (locked.status !== 'pending') throw new HttpError(409, 'ERR_PAYMENT_NOT_PENDING');
        return applySettlement(scope, locked, pendingOutcome);
      });
      log.info({ event: `payment.${input.action}`, paymentId: row.id, status: settled.status });
      if (settled.status === 'declined') throw new HttpError(402, 'ERR_PAYMENT_DECLINED');
      return paymentResult(settled);
    },

    /**
     * Applies a verified provider event once: the event id is recorded in the same
     * transaction as its effect (`payment_events` is unique per provider and event), and the
     * payment's row is locked, so the event, a redelivery and a confirmation settle it once.
     */
    async applyWebhookEvent(event: WebhookEvent, log: FastifyBaseLogger): Promise<void> {
      if (event.type === 'refund.succeeded' || event.type === 'refund.failed') {
        await applyRefundEvent(event, log);
        return;
      }
      await unitOfWork(async (scope) => {
        const billing = createBillingRepository(scope.tx);
        const payment = await billing.lockPaymentByReference(provider.name, event.reference);
        // A payment we don't know (yet): not recorded, so the provider's redelivery can
        // still apply it.
        if (!payment) throw notFound();
        const fresh = await billing.recordEvent({
          provider: provider.name,
          eventId: event.id,
          type: event.type,
          paymentId: payment.id,
        });
        if (!fresh) {
          log.info({ event: 'payment.webhook_repeated', eventId: event.id });
          return;
        }
        if (
          payment.status !== 'pending' ||
          payment.responseStatusCode === null ||
          payment.createdAt < waitingSince(now())
        ) {
          log.info({ event: 'payment.webhook_ignored', eventId: event.id, type: event.type });
          return;
        }
        const settlement =
          event.type === 'payment.succeeded'
            ? 'succeeded'
            : event.type === 'payment.declined'
              ? 'declined'
              : 'cancelled';
        await applySettlement(scope, payment, settlement);
        log.info({ event: 'payment.webhook_applied', paymentId: payment.id, type: event.type });
      });
    },
  };
}
export type BillingService = ReturnType<typeof createBillingService>;
