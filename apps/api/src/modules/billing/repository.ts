import { FREE_TRIAL_DAYS } from '@academy/contracts';
import {
  and,
  asc,
  desc,
  eq,
  gt,
  isNotNull,
  isNull,
  lt,
  lte,
  ne,
  notExists,
  or,
  type Placeholder,
  type SQL,
  sql,
} from 'drizzle-orm';
import { alias, type PgColumn } from 'drizzle-orm/pg-core';
import type { Executor } from '../../db/client.js';
import {
  billingSettings,
  directions,
  enrolments,
  notificationReminders,
  paymentEvents,
  paymentRefunds,
  payments,
  subscriptionPlans,
  subscriptions,
  users,
} from '../../db/schema/index.js';
import { findLearningAccess, type LearningAccess } from './learning-access.js';
import { deleteInFlight, endUnpaid, type UnpaidEnd } from './promotions.js';

export type PlanRecord = typeof subscriptionPlans.$inferSelect;
export type PaymentRecord = typeof payments.$inferSelect;
export type PaymentValues = typeof payments.$inferInsert;
export type SubscriptionRecord = typeof subscriptions.$inferSelect;

const DAY_MS = 24 * 60 * 60 * 1000;

/*
 * The payments a student's learning depends on. A test's retake is unlocked by a succeeded
 * payment with purpose `retake` for that user and that task: the billing tables are the one
 * source of "paid", whoever records the payment (ARCHITECTURE.md, "Learning").
 */

/**
 * `exists` condition: the user has a succeeded retake payment for the task in
 * `taskIdColumn`. Task queries put it in their own statement, so `retakePaid` costs no
 * extra query.
 */
export function retakePaidFor(
  userId: number | Placeholder,
  taskIdColumn: PgColumn | SQL,
): SQL<boolean> {
  // A refund of the retake, done or under way, takes the unlock away (ARCHITECTURE.md,
  // "Payments ledger"); a refund that fails gives it back.
  return sql<boolean>`exists (select 1 from ${payments} where ${payments.userId} = ${userId} and ${payments.taskId} = ${taskIdColumn} and ${payments.purpose} = 'retake' and ${payments.status} = 'succeeded' and ${payments.refundedAmount} + ${payments.refundHeldAmount} = 0)`;
}

/** What the reminder job reads of a period: whose, which kind, and when it ends. */
const reminderPeriodColumns = {
  id: subscriptions.id,
  userId: subscriptions.userId,
  kind: subscriptions.kind,
  endsAt: subscriptions.endsAt,
};

export function createBillingRepository(db: Executor) {
  return {
    /** The user's learning access at `now` (learning-access.ts), on this repository's connection. */
    async learningAccess(userId: number, now: Date): Promise<LearningAccess> {
      return findLearningAccess(db, userId, now);
    },

    /** The plans on sale, by position. */
    async activePlans(): Promise<PlanRecord[]> {
      return db
        .select()
        .from(subscriptionPlans)
        .where(eq(subscriptionPlans.isActive, true))
        .orderBy(asc(subscriptionPlans.position), asc(subscriptionPlans.id));
    },

    /** Every plan, sold or not, in the pricing page's order (the staff's list). */
    async allPlans(): Promise<PlanRecord[]> {
      return db
        .select()
        .from(subscriptionPlans)
        .orderBy(asc(subscriptionPlans.position), asc(subscriptionPlans.id));
    },

    /**
     * Every plan locked until the transaction ends, in the pricing page's order: staff changes
     * to plans (a creation's place, a move) queue here, one after the other.
     */
    async lockPlans(): Promise<PlanRecord[]> {
      return db
        .select()
        .from(subscriptionPlans)
        .orderBy(asc(subscriptionPlans.position), asc(subscriptionPlans.id))
        .for('update');
    },

    async insertPlan(values: typeof subscriptionPlans.$inferInsert): Promise<PlanRecord> {
      const [row] = await db.insert(subscriptionPlans).values(values).returning();
      if (!row) throw new Error('Plan insert returned no row');
      return row;
    },

    async updatePlan(
      id: string,
      values: Partial<Omit<PlanRecord, 'id'>>,
    ): Promise<PlanRecord | null> {
      const [row] = await db
        .update(subscriptionPlans)
        .set(values)
        .where(eq(subscriptionPlans.id, id))
        .returning();
      return row ?? null;
    },

    /** The retake's price staff set, in minor units; null while RETAKE_PRICE stands. */
    async retakePrice(): Promise<number | null> {
      const [row] = await db
        .select({ retakePrice: billingSettings.retakePrice })
        .from(billingSettings)
        .where(eq(billingSettings.id, 1));
      return row?.retakePrice ?? null;
    },

    /** The retake's price from now on (the settings row written, or rewritten). */
    async setRetakePrice(amount: number): Promise<void> {
      await db
        .insert(billingSettings)
        .values({ id: 1, retakePrice: amount })
        .onConflictDoUpdate({
          target: billingSettings.id,
          set: { retakePrice: amount, updatedAt: new Date() },
        });
    },

    /** The retake's price row locked (when there is one), so two changes audit in order. */
    async lockRetakePrice(): Promise<number | null> {
      const [row] = await db
        .select({ retakePrice: billingSettings.retakePrice })
        .from(billingSettings)
        .where(eq(billingSettings.id, 1))
        .for('update');
      return row?.retakePrice ?? null;
    },

    /** A plan by id, sold or not (payments and periods keep pointing at retired ones). */
    async findPlan(id: string): Promise<PlanRecord | null> {
      const [row] = await db.select().from(subscriptionPlans).where(eq(subscriptionPlans.id, id));
      return row ?? null;
    },

    /** The free trial: FREE_TRIAL_DAYS from admission. */
    async startTrial(userId: number, admittedAt: Date): Promise<number> {
      const [row] = await db
        .insert(subscriptions)
        .values({
          userId,
          kind: 'trial',
          startsAt: admittedAt,
          endsAt: new Date(admittedAt.getTime() + FREE_TRIAL_DAYS * DAY_MS),
        })
        .returning({ id: subscriptions.id });
      if (!row) throw new Error('Trial insert returned no row');
      return row.id;
    },

    /** The user's periods, newest first, each with its plan (null for the trial). */
    async listSubscriptions(userId: number) {
      return db
        .select({ period: subscriptions, plan: subscriptionPlans })
        .from(subscriptions)
        .leftJoin(subscriptionPlans, eq(subscriptionPlans.id, subscriptions.planId))
        .where(eq(subscriptions.userId, userId))
        .orderBy(desc(subscriptions.startsAt), desc(subscriptions.id));
    },

    /** The user's enrolled directions with their course format, by title. */
    async enrolledDirections(userId: number) {
      return db
        .select({
          id: directions.id,
          title: directions.title,
          courseType: enrolments.courseType,
        })
        .from(enrolments)
        .innerJoin(directions, eq(directions.id, enrolments.directionId))
        .where(eq(enrolments.userId, userId))
        .orderBy(asc(directions.title), asc(directions.id));
    },

    /**
     * Locks the user's row until the transaction ends: payments completing at once for one
     * user queue here, so each reads the access the previous one extended.
     */
    async lockUserAccess(userId: number): Promise<void> {
      await db.select({ id: users.id }).from(users).where(eq(users.id, userId)).for('update');
    },

    /** A paid period bought by a payment (one per payment: a unique index backs it up). */
    async insertPaidPeriod(values: {
      userId: number;
      planId: string;
      paymentId: number;
      startsAt: Date;
      endsAt: Date;
    }): Promise<number> {
      const [row] = await db
        .insert(subscriptions)
        .values({ ...values, kind: 'paid' })
        .returning({ id: subscriptions.id });
      if (!row) throw new Error('Subscription insert returned no row');
      return row.id;
    },

    /** A period granted by staff without payment (no plan, no payment). */
    async insertGrantPeriod(values: { userId: number; startsAt: Date; endsAt: Date }) {
      const [row] = await db
        .insert(subscriptions)
        .values({ ...values, kind: 'grant' })
        .returning();
      if (!row) throw new Error('Subscription insert returned no row');
      return row;
    },

    /**
     * Frees an idempotency key kept longer than the retention: the old payment stays in the
     * history, renamed to `<key> (expired <payment id>)`. Only answered requests are
     * released, never one in flight.
     */
    async releaseExpiredKey(userId: number, key: string, keptSince: Date): Promise<void> {
      await db
        .update(payments)
        .set({
          idempotencyKey: sql`${payments.idempotencyKey} || ' (expired ' || ${payments.id} || ')'`,
        })
        .where(
          and(
            eq(payments.userId, userId),
            eq(payments.idempotencyKey, key),
            lt(payments.createdAt, keptSince),
            isNotNull(payments.responseStatusCode),
          ),
        );
    },

    /** The payment of a user's idempotency key. */
    async findByKey(userId: number, key: string): Promise<PaymentRecord | null> {
      const [row] = await db
        .select()
        .from(payments)
        .where(and(eq(payments.userId, userId), eq(payments.idempotencyKey, key)));
      return row ?? null;
    },

    /**
     * Inserts a payment in flight (no stored answer yet); null when the user's key is taken,
     * by an earlier request or a parallel one (`on conflict do nothing`).
     */
    async insertInFlight(values: PaymentValues): Promise<PaymentRecord | null> {
      const [row] = await db
        .insert(payments)
        .values({
          ...values,
          // When it went in flight, on the app's clock (claimStale measures from it).
          updatedAt: values.createdAt,
          status: 'pending',
          responseStatusCode: null,
          responseBody: null,
        })
        .onConflictDoNothing({ target: [payments.userId, payments.idempotencyKey] })
        .returning();
      return row ?? null;
    },

    /**
     * Takes over a payment left in flight since before `staleBefore` (its request lost the
     * database between the charge and storing the outcome): in flight again from `at`; null
     * when it moved since, or a parallel retry took it first.
     */
    async claimStale(id: number, staleBefore: Date, at: Date): Promise<PaymentRecord | null> {
      const [row] = await db
        .update(payments)
        .set({ updatedAt: at })
        .where(
          and(
            eq(payments.id, id),
            isNull(payments.responseStatusCode),
            lt(payments.updatedAt, staleBefore),
          ),
        )
        .returning();
      return row ?? null;
    },

    /**
     * Expires the user's payments (every user's when `userId` is null) waiting since before
     * `waitingSince`: those waiting for the card holder's confirmation, and those left
     * unfinished by a provider failure (stored 503) that no retry took over in time, whose
     * key answers 409 ERR_PAYMENT_EXPIRED from then on. Conditional updates, so a
     * confirmation or a retry that settled one first keeps its outcome; each gives back its
     * promotion use in the same statement (promotions.ts, `endUnpaid`). Answers how many
     * expired.
     */
    async expireWaiting(
      userId: number | null,
      waitingSince: Date,
      at = new Date(),
    ): Promise<number> {
      const owner = userId === null ? undefined : eq(payments.userId, userId);
      const before = lt(payments.createdAt, waitingSince);
      const waiting = await endUnpaid(
        db,
        and(owner, eq(payments.responseStatusCode, 201), before) ?? sql`false`,
        'expired',
        at,
      );
      const unfinished = await endUnpaid(
        db,
        and(owner, eq(payments.responseStatusCode, 503), before) ?? sql`false`,
        'expired',
        at,
        { statusCode: 409, body: { statusCode: 409, message: 'ERR_PAYMENT_EXPIRED' } },
      );
      return waiting.length + unfinished.length;
    },

    /**
     * Ends a pending payment unpaid (declined or cancelled) and gives back its promotion use,
     * once (promotions.ts, `endUnpaid`); null when it was not pending.
     */
    async endPayment(id: number, status: UnpaidEnd, at: Date): Promise<PaymentRecord | null> {
      const [ended] = await endUnpaid(db, eq(payments.id, id), status, at);
      if (ended === undefined) return null;
      const [row] = await db.select().from(payments).where(eq(payments.id, id));
      return row ?? null;
    },

    /**
     * Removes a payment still in flight, so a retry with its key can go again; its promotion
     * use is given back in the same statement.
     */
    async deleteInFlight(id: number): Promise<void> {
      await deleteInFlight(db, id);
    },

    /** Stores the answer a replay of the payment's request gets. */
    async storeAnswer(id: number, answer: { statusCode: number; body: unknown }): Promise<void> {
      await db
        .update(payments)
        .set({ responseStatusCode: answer.statusCode, responseBody: answer.body })
        .where(eq(payments.id, id));
    },

    /**
     * Takes over a payment whose provider failed (stored 503) for a retry: back in flight;
     * null when a parallel retry took it first.
     */
    async claimRetry(id: number, at: Date): Promise<PaymentRecord | null> {
      const [row] = await db
        .update(payments)
        .set({ responseStatusCode: null, responseBody: null, updatedAt: at })
        .where(
          and(
            eq(payments.id, id),
            eq(payments.responseStatusCode, 503),
            eq(payments.status, 'pending'),
          ),
        )
        .returning();
      return row ?? null;
    },

    /** A payment, its row locked until the transaction ends (`for update`). */
    async lockPayment(id: number): Promise<PaymentRecord | null> {
      const [row] = await db.select().from(payments).where(eq(payments.id, id)).for('update');
      return row ?? null;
    },

    async findPayment(id: number): Promise<PaymentRecord | null> {
      const [row] = await db.select().from(payments).where(eq(payments.id, id));
      return row ?? null;
    },

    /** A payment by the provider's reference, locked (`for update`). */
    async lockPaymentByReference(provider: string, reference: string) {
      const [row] = await db
        .select()
        .from(payments)
        .where(and(eq(payments.provider, provider), eq(payments.providerReference, reference)))
        .for('update');
      return row ?? null;
    },

    async updatePayment(
      id: number,
      values: Partial<
        Pick<
          PaymentValues,
          | 'status'
          | 'paidAt'
          | 'cardLabel'
          | 'providerReference'
          | 'responseStatusCode'
          | 'responseBody'
        >
      >,
    ): Promise<PaymentRecord> {
      const [row] = await db.update(payments).set(values).where(eq(payments.id, id)).returning();
      if (!row) throw new Error(`Payment ${id} vanished`);
      return row;
    },

    /**
     * The user's payment history, newest first: every answered request (succeeded,
     * declined, pending, cancelled); requests still in flight or waiting for a retry after a
     * provider failure are left out.
     */
    async listPayments(userId: number): Promise<PaymentRecord[]> {
      return db
        .select()
        .from(payments)
        .where(
          and(
            eq(payments.userId, userId),
            or(
              and(isNotNull(payments.responseStatusCode), ne(payments.responseStatusCode, 503)),
              eq(payments.status, 'succeeded'),
            ),
          ),
        )
        .orderBy(desc(payments.createdAt), desc(payments.id));
    },

    /** The succeeded refunds of the user's payments (each has a credit note), oldest first. */
    async listCreditNotes(userId: number) {
      return db
        .select({
          id: paymentRefunds.id,
          paymentId: paymentRefunds.paymentId,
          amount: paymentRefunds.amount,
          settledAt: paymentRefunds.settledAt,
          updatedAt: paymentRefunds.updatedAt,
        })
        .from(paymentRefunds)
        .innerJoin(payments, eq(payments.id, paymentRefunds.paymentId))
        .where(and(eq(payments.userId, userId), eq(paymentRefunds.status, 'succeeded')))
        .orderBy(asc(paymentRefunds.id));
    },

    /**
     * Records a provider's event; false when it was recorded before (the unique
     * (provider, event_id) index), so a redelivered event is applied once.
     */
    async recordEvent(values: {
      provider: string;
      eventId: string;
      type: string;
      paymentId: number | null;
    }): Promise<boolean> {
      const rows = await db
        .insert(paymentEvents)
        .values(values)
        .onConflictDoNothing({ target: [paymentEvents.provider, paymentEvents.eventId] })
        .returning({ eventId: paymentEvents.eventId });
      return rows.length > 0;
    },

    /**
     * Periods that end within the reminder window and have had no reminder: the
     * candidates of the reminder job, which checks each against the whole access.
     */
    async periodsEndingSoon(now: Date, until: Date, limit: number) {
      return db
        .select(reminderPeriodColumns)
        .from(subscriptions)
        .where(
          and(
            eq(subscriptions.status, 'active'),
            isNull(subscriptions.reminderSentAt),
            gt(subscriptions.endsAt, now),
            lte(subscriptions.endsAt, until),
            lte(subscriptions.startsAt, now),
          ),
        )
        .orderBy(asc(subscriptions.endsAt), asc(subscriptions.id))
        .limit(limit);
    },

    /**
     * Periods that ended after `from` and by `now` and ended their user's access (no running
     * period of theirs ends later), without an `access_ended` reminder yet: by id, after
     * `afterId`. The candidates of the reminder job's `access_ended` notifications.
     */
    async accessesEnded(from: Date, now: Date, afterId: number, limit: number) {
      const later = alias(subscriptions, 'later');
      return db
        .select(reminderPeriodColumns)
        .from(subscriptions)
        .where(
          and(
            eq(subscriptions.status, 'active'),
            gt(subscriptions.endsAt, from),
            lte(subscriptions.endsAt, now),
            gt(subscriptions.id, afterId),
            notExists(
              db
                .select({ one: sql`1` })
                .from(later)
                .where(
                  and(
                    eq(later.userId, subscriptions.userId),
                    eq(later.status, 'active'),
                    gt(later.endsAt, subscriptions.endsAt),
                  ),
                ),
            ),
            notExists(
              db
                .select({ one: sql`1` })
                .from(notificationReminders)
                .where(
                  and(
                    eq(notificationReminders.userId, subscriptions.userId),
                    eq(notificationReminders.kind, 'access_ended'),
                    eq(notificationReminders.subject, 'period'),
                    eq(notificationReminders.subjectId, subscriptions.id),
                  ),
                ),
            ),
          ),
        )
        .orderBy(asc(subscriptions.id))
        .limit(limit);
    },

    /**
     * Marks the reminder of a period sent, only if it was not: true for the one caller that
     * marked it, so of parallel runs exactly one queues the mail.
     */
    async markReminderSent(periodId: number, now: Date): Promise<boolean> {
      const rows = await db
        .update(subscriptions)
        .set({ reminderSentAt: now })
        .where(and(eq(subscriptions.id, periodId), isNull(subscriptions.reminderSentAt)))
        .returning({ id: subscriptions.id });
      return rows.length > 0;
    },

    /** Whom billing mail goes to. */
    async recipient(userId: number) {
      const [row] = await db
        .select({
          id: users.id,
          email: users.email,
          fullName: users.fullName,
          language: users.language,
        })
        .from(users)
        .where(eq(users.id, userId));
      return row ?? null;
    },

    /** Whether the user has paid for the retake of the task. */
    async hasPaidRetake(userId: number, taskId: number): Promise<boolean> {
      const rows = await db
        .select({ id: payments.id })
        .from(payments)
        .where(
          and(
            eq(payments.userId, userId),
            eq(payments.taskId, taskId),
            eq(payments.purpose, 'retake'),
            eq(payments.status, 'succeeded'),
            sql`${payments.refundedAmount} + ${payments.refundHeldAmount} = 0`,
          ),
        )
        .limit(1);
      return rows.length > 0;
    },

    /**
     * Whether a retake payment of the user for the task is under way: in flight, or waiting
     * for the card holder's confirmation (a provider failure waiting for its retry is not).
     */
    async hasPendingRetake(userId: number, taskId: number): Promise<boolean> {
      const rows = await db
        .select({ id: payments.id })
        .from(payments)
        .where(
          and(
            eq(payments.userId, userId),
            eq(payments.taskId, taskId),
            eq(payments.purpose, 'retake'),
            eq(payments.status, 'pending'),
            or(isNull(payments.responseStatusCode), ne(payments.responseStatusCode, 503)),
          ),
        )
        .limit(1);
      return rows.length > 0;
    },
  };
}
export type BillingRepository = ReturnType<typeof createBillingRepository>;
