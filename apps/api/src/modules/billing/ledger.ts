import { Readable } from 'node:stream';
import {
  type AdminPayment,
  type AdminPaymentListItem,
  type AdminPaymentsResponse,
  currencyDigits,
  type GrantRequest,
  PAYMENT_TOTALS_MONTHS,
  type PaymentLedgerStatus,
  type PaymentTimelineEntry,
  type PaymentTotalsResponse,
  paymentsCsvColumns,
  paymentsCsvFileName,
  type Subscription,
  zonedIso,
} from '@academy/contracts';
import {
  and,
  asc,
  count,
  desc,
  eq,
  gte,
  ilike,
  isNotNull,
  lt,
  ne,
  or,
  type SQL,
  sql,
} from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Database, Executor } from '../../db/client.js';
import {
  paymentEvents,
  paymentRefunds,
  payments,
  subscriptionPlans,
  subscriptions,
  taskAssignments,
  users,
} from '../../db/schema/index.js';
import type { UnitOfWork } from '../../db/unit-of-work.js';
import type { Clock } from '../../lib/clock.js';
import { csvField, UTF8_BOM } from '../../lib/csv.js';
import { HttpError, notFound } from '../../lib/http-error.js';
import { containing } from '../../lib/like-pattern.js';
import { recordAudit } from '../audit/index.js';
import { createExamScheduleRepository } from '../exam-schedule/index.js';
import { studentAccessPeriods } from './access-periods.js';
import { addCalendarMonths } from './effects.js';
import { madeAtProvider } from './refunds.js';
import { createBillingRepository } from './repository.js';

/*
 * The payments ledger of the staff area (ARCHITECTURE.md, "Payments ledger"): the list with
 * its search, filters and paging, a payment's page (its timeline, refunds and the periods it
 * bought), a student's payments, the CSV export (streamed a batch at a time), the takings per
 * month and per plan, and access granted without payment.
 */

/** A payment's status as staff read it: refunded and partly refunded come from its refunds. */
const ledgerStatus = sql<PaymentLedgerStatus>`case when ${payments.status} = 'succeeded' and ${payments.amount} > 0 and ${payments.refundedAmount} >= ${payments.amount} then 'refunded' when ${payments.status} = 'succeeded' and ${payments.refundedAmount} > 0 then 'partly_refunded' else ${payments.status} end`;

/** The payments a history shows: answered ones (not in flight, not waiting for a retry). */
const answered = or(
  and(isNotNull(payments.responseStatusCode), ne(payments.responseStatusCode, 503)),
  eq(payments.status, 'succeeded'),
) as SQL;

const listColumns = {
  id: payments.id,
  userId: payments.userId,
  fullName: users.fullName,
  email: users.email,
  purpose: payments.purpose,
  description: payments.description,
  planId: payments.planId,
  taskId: payments.taskId,
  amount: payments.amount,
  currency: payments.currency,
  refunded: payments.refundedAmount,
  promotionCode: payments.promotionCode,
  discountAmount: payments.discountAmount,
  provider: payments.provider,
  status: ledgerStatus,
  createdAt: payments.createdAt,
  paidAt: payments.paidAt,
};
type ListRow = {
  id: number;
  userId: number;
  fullName: string;
  email: string;
  purpose: AdminPaymentListItem['purpose'];
  description: string;
  planId: string | null;
  taskId: number | null;
  amount: number;
  currency: string;
  refunded: number;
  promotionCode: string | null;
  discountAmount: number;
  provider: string;
  status: PaymentLedgerStatus;
  createdAt: Date;
  paidAt: Date | null;
};

function listItem(row: ListRow): AdminPaymentListItem {
  return {
    id: row.id,
    student: { id: row.userId, fullName: row.fullName, email: row.email },
    purpose: row.purpose,
    description: row.description,
    planId: row.planId,
    taskId: row.taskId,
    price: { amount: row.amount, currency: row.currency },
    refunded: row.refunded,
    promotion: row.promotionCode ? { code: row.promotionCode, discount: row.discountAmount } : null,
    provider: row.provider,
    status: row.status,
    createdAt: row.createdAt.toISOString(),
    paidAt: row.paidAt?.toISOString() ?? null,
  };
}

export interface LedgerFilter {
  search?: string | undefined;
  status?: PaymentLedgerStatus | undefined;
  purpose?: AdminPaymentListItem['purpose'] | undefined;
  userId?: number | undefined;
}

function conditions(filter: LedgerFilter): SQL | undefined {
  const parts: SQL[] = [answered];
  if (filter.search !== undefined) {
    const pattern = containing(filter.search);
    const id = /^#?(\d{1,9})$/.exec(filter.search.trim());
    const matches = or(
      ilike(users.fullName, pattern),
      ilike(users.email, pattern),
      id ? eq(payments.id, Number(id[1])) : undefined,
    );
    if (matches) parts.push(matches);
  }
  if (filter.status) parts.push(sql`${ledgerStatus} = ${filter.status}`);
  if (filter.purpose) parts.push(eq(payments.purpose, filter.purpose));
  if (filter.userId !== undefined) parts.push(eq(payments.userId, filter.userId));
  return and(...parts);
}

export function createLedgerRepository(db: Executor) {
  return {
    /** A page of payments, newest first, and how many match (a short page counts itself). */
    async list(filter: LedgerFilter & { page: number; pageSize: number }) {
      const where = conditions(filter);
      const offset = (filter.page - 1) * filter.pageSize;
      const rows = (await db
        .select(listColumns)
        .from(payments)
        .innerJoin(users, eq(users.id, payments.userId))
        .where(where)
        .orderBy(desc(payments.createdAt), desc(payments.id))
        .limit(filter.pageSize)
        .offset(offset)) as ListRow[];
      let total = offset + rows.length;
      if (rows.length === filter.pageSize || (rows.length === 0 && offset > 0)) {
        const [counted] = await db
          .select({ total: count() })
          .from(payments)
          .innerJoin(users, eq(users.id, payments.userId))
          .where(where);
        total = counted?.total ?? 0;
      }
      return { rows, total };
    },

    /** The rows after `after` (newest first), a batch: the CSV's keyset walk. */
    async batch(filter: LedgerFilter, after: { createdAt: Date; id: number } | null, size: number) {
      const keyset = after
        ? or(
            lt(payments.createdAt, after.createdAt),
            and(eq(payments.createdAt, after.createdAt), lt(payments.id, after.id)),
          )
        : undefined;
      return (await db
        .select(listColumns)
        .from(payments)
        .innerJoin(users, eq(users.id, payments.userId))
        .where(and(conditions(filter), keyset))
        .orderBy(desc(payments.createdAt), desc(payments.id))
        .limit(size)) as ListRow[];
    },

    async one(id: number) {
      const [row] = (await db
        .select({
          ...listColumns,
          cardLabel: payments.cardLabel,
          providerReference: payments.providerReference,
          held: payments.refundHeldAmount,
          responseStatusCode: payments.responseStatusCode,
          updatedAt: payments.updatedAt,
        })
        .from(payments)
        .innerJoin(users, eq(users.id, payments.userId))
        .where(and(eq(payments.id, id), answered))) as (ListRow & {
        cardLabel: string | null;
        providerReference: string | null;
        held: number;
        updatedAt: Date;
      })[];
      return row ?? null;
    },

    async refunds(paymentId: number) {
      return db
        .select({ refund: paymentRefunds, requestedBy: users.fullName })
        .from(paymentRefunds)
        .leftJoin(users, eq(users.id, paymentRefunds.requestedBy))
        .where(eq(paymentRefunds.paymentId, paymentId))
        .orderBy(asc(paymentRefunds.createdAt), asc(paymentRefunds.id));
    },

    async events(paymentId: number) {
      return db
        .select({ type: paymentEvents.type, at: paymentEvents.receivedAt })
        .from(paymentEvents)
        .where(eq(paymentEvents.paymentId, paymentId))
        .orderBy(asc(paymentEvents.receivedAt));
    },

    async periodIds(paymentId: number): Promise<number[]> {
      const rows = await db
        .select({ id: subscriptions.id })
        .from(subscriptions)
        .where(eq(subscriptions.paymentId, paymentId));
      return rows.map((row) => row.id);
    },

    async retakeAttempt(userId: number, taskId: number): Promise<number> {
      const [row] = await db
        .select({ attempt: taskAssignments.attempt })
        .from(taskAssignments)
        .where(and(eq(taskAssignments.userId, userId), eq(taskAssignments.taskId, taskId)));
      return row?.attempt ?? 0;
    },

    /**
     * Paid and refunded sums in `currency` since `from`, grouped by month in `timeZone`
     * (`YYYY-MM`) and by plan (null for retakes): one statement each side.
     */
    async totals(currency: string, from: Date, timeZone: string) {
      const paidMonth = sql<string>`to_char(${payments.paidAt} at time zone ${timeZone}, 'YYYY-MM')`;
      const paid = await db
        .select({
          month: paidMonth,
          planId: payments.planId,
          total: sql<string>`sum(${payments.amount})::text`,
        })
        .from(payments)
        .where(
          and(
            eq(payments.status, 'succeeded'),
            eq(payments.currency, currency),
            gte(payments.paidAt, from),
          ),
        )
        .groupBy(sql`1`, payments.planId);
      const refundMonth = sql<string>`to_char(${paymentRefunds.settledAt} at time zone ${timeZone}, 'YYYY-MM')`;
      const refunded = await db
        .select({
          month: refundMonth,
          planId: payments.planId,
          total: sql<string>`sum(${paymentRefunds.amount})::text`,
        })
        .from(paymentRefunds)
        .innerJoin(payments, eq(payments.id, paymentRefunds.paymentId))
        .where(
          and(
            eq(paymentRefunds.status, 'succeeded'),
            eq(payments.currency, currency),
            gte(paymentRefunds.settledAt, from),
          ),
        )
        .groupBy(sql`1`, payments.planId);
      const plans = await db
        .select({ id: subscriptionPlans.id, name: subscriptionPlans.name })
        .from(subscriptionPlans);
      return { paid, refunded, plans };
    },
  };
}

/** `YYYY-MM` of an instant in the time zone. */
function monthIn(at: Date, timeZone: string): string {
  return zonedIso(at.toISOString(), timeZone).slice(0, 7);
}

/** The `count` months up to and including `month` (`YYYY-MM`), oldest first. */
function monthsUpTo(month: string, count: number): string[] {
  const [year, mon] = month.split('-').map(Number) as [number, number];
  const result: string[] = [];
  for (let back = count - 1; back >= 0; back--) {
    const index = year * 12 + (mon - 1) - back;
    result.push(`${Math.floor(index / 12)}-${String((index % 12) + 1).padStart(2, '0')}`);
  }
  return result;
}

const DAY_MS = 24 * 60 * 60 * 1000;

export function createLedgerService(deps: {
  db: Database;
  unitOfWork: UnitOfWork;
  now: Clock;
  currency: string;
}) {
  const { db, now } = deps;
  const read = createLedgerRepository(db);
  const schedule = createExamScheduleRepository(db);

  async function detail(id: number): Promise<AdminPayment | null> {
    const row = await read.one(id);
    if (!row) return null;
    const [refunds, events, periodIds, access] = await Promise.all([
      read.refunds(id),
      read.events(id),
      read.periodIds(id),
      studentAccessPeriods(db, row.userId, now()),
    ]);
    const timeline: PaymentTimelineEntry[] = [
      { kind: 'created', at: row.createdAt.toISOString(), eventType: null, amount: row.amount },
    ];
    if (row.paidAt) {
      timeline.push({ kind: 'paid', at: row.paidAt.toISOString(), eventType: null, amount: null });
    }
    const stored = row.status as string;
    if (stored === 'declined' || stored === 'cancelled' || stored === 'expired') {
      timeline.push({
        kind: stored,
        at: row.updatedAt.toISOString(),
        eventType: null,
        amount: null,
      });
    }
    for (const event of events) {
      timeline.push({
        kind: 'webhook',
        at: event.at.toISOString(),
        eventType: event.type,
        amount: null,
      });
    }
    for (const { refund } of refunds) {
      timeline.push({
        kind: 'refund_requested',
        at: refund.createdAt.toISOString(),
        eventType: null,
        amount: refund.amount,
      });
      if (refund.settledAt && (refund.status === 'succeeded' || refund.status === 'failed')) {
        timeline.push({
          kind: refund.status === 'succeeded' ? 'refund_succeeded' : 'refund_failed',
          at: refund.settledAt.toISOString(),
          eventType: null,
          amount: refund.amount,
        });
      }
    }
    timeline.sort((a, b) => Date.parse(a.at) - Date.parse(b.at));
    const retakeUsed =
      row.purpose === 'retake' && row.taskId !== null
        ? (await read.retakeAttempt(row.userId, row.taskId)) >= 2
        : null;
    const periods: Subscription[] = access.data.filter((period) => periodIds.includes(period.id));
    return {
      ...listItem(row),
      cardLabel: row.cardLabel,
      providerReference: row.providerReference,
      refundable:
        row.status === 'succeeded' || row.status === 'partly_refunded'
          ? Math.max(0, row.amount - row.refunded - row.held)
          : 0,
      retakeUsed,
      timeline,
      refunds: refunds.map(({ refund, requestedBy }) => ({
        id: refund.id,
        amount: refund.amount,
        reason: refund.reason,
        status: refund.status,
        requestedBy,
        atProvider: madeAtProvider(refund),
        failureReason: refund.failureReason,
        createdAt: refund.createdAt.toISOString(),
        settledAt: refund.settledAt?.toISOString() ?? null,
      })),
      periods,
    };
  }

  return {
    detail,

    async list(
      query: LedgerFilter & { page: number; pageSize: number },
    ): Promise<AdminPaymentsResponse> {
      const { rows, total } = await read.list(query);
      return { items: rows.map(listItem), total, page: query.page, pageSize: query.pageSize };
    },

    async get(id: number): Promise<AdminPayment> {
      const found = await detail(id);
      if (!found) throw notFound('ERR_PAYMENT_NOT_FOUND');
      return found;
    },

    async userPayments(userId: number) {
      const [user] = await db.select({ id: users.id }).from(users).where(eq(users.id, userId));
      if (!user) throw notFound('ERR_USER_NOT_EXISTS');
      const items: AdminPaymentListItem[] = [];
      let after: { createdAt: Date; id: number } | null = null;
      for (;;) {
        const rows = await read.batch({ userId }, after, 200);
        items.push(...rows.map(listItem));
        const last = rows.at(-1);
        if (!last || rows.length < 200) break;
        after = { createdAt: last.createdAt, id: last.id };
      }
      return { items };
    },

    /**
     * The CSV of a filter as a stream: the header, then a batch of rows at a time walked by
     * keyset (created at, id), so memory stays one batch whatever the ledger's size.
     */
    async csv(
      filter: LedgerFilter,
      batchSize = 500,
    ): Promise<{ stream: Readable; fileName: string }> {
      const timeZone = await schedule.timeZone();
      const line = (fields: readonly (string | number | null)[]) =>
        `${fields.map(csvField).join(',')}\r\n`;
      // Minor units as the currency writes them: 2900 USD is 29.00, 2900 JPY is 2900.
      const major = (amount: number, currency: string) => {
        const digits = currencyDigits(currency);
        return (amount / 10 ** digits).toFixed(digits);
      };
      async function* lines() {
        yield UTF8_BOM + line(paymentsCsvColumns);
        let after: { createdAt: Date; id: number } | null = null;
        for (;;) {
          const rows = await read.batch(filter, after, batchSize);
          if (rows.length > 0) {
            yield rows
              .map((row) =>
                line([
                  row.id,
                  zonedIso(row.createdAt.toISOString(), timeZone),
                  row.paidAt ? zonedIso(row.paidAt.toISOString(), timeZone) : '',
                  row.fullName,
                  row.email,
                  row.purpose,
                  row.purpose === 'retake' ? `Retake: ${row.description}` : row.description,
                  major(row.amount, row.currency),
                  row.promotionCode ?? '',
                  major(row.discountAmount, row.currency),
                  major(row.refunded, row.currency),
                  row.currency,
                  row.provider,
                  row.status,
                ]),
              )
              .join('');
          }
          const last = rows.at(-1);
          if (!last || rows.length < batchSize) return;
          after = { createdAt: last.createdAt, id: last.id };
        }
      }
      const day = zonedIso(now().toISOString(), timeZone).slice(0, 10);
      return { stream: Readable.from(lines()), fileName: paymentsCsvFileName(day) };
    },

    async totals(): Promise<PaymentTotalsResponse> {
      const timeZone = await schedule.timeZone();
      const months = monthsUpTo(monthIn(now(), timeZone), PAYMENT_TOTALS_MONTHS);
      // From a day before the first month's start in UTC: the months are cut in SQL by zone.
      const first = months[0] ?? monthIn(now(), timeZone);
      const from = new Date(Date.parse(`${first}-01T00:00:00Z`) - DAY_MS);
      const sums = await read.totals(deps.currency, from, timeZone);
      const byMonth = new Map(months.map((month) => [month, { paid: 0, refunded: 0 }]));
      const byPlan = new Map<string | null, { paid: number; refunded: number }>();
      const add = (
        rows: { month: string; planId: string | null; total: string }[],
        side: 'paid' | 'refunded',
      ) => {
        for (const row of rows) {
          const month = byMonth.get(row.month);
          if (!month) continue;
          const amount = Number(row.total);
          month[side] += amount;
          const plan = byPlan.get(row.planId) ?? { paid: 0, refunded: 0 };
          plan[side] += amount;
          byPlan.set(row.planId, plan);
        }
      };
      add(sums.paid, 'paid');
      add(sums.refunded, 'refunded');
      const names = new Map(sums.plans.map((plan) => [plan.id, plan.name]));
      return {
        currency: deps.currency,
        months: [...byMonth].map(([month, sum]) => ({
          month,
          ...sum,
          net: sum.paid - sum.refunded,
        })),
        plans: [...byPlan]
          .map(([planId, sum]) => ({
            planId,
            name: planId === null ? null : (names.get(planId) ?? planId),
            ...sum,
            net: sum.paid - sum.refunded,
          }))
          .sort((a, b) => b.net - a.net),
      };
    },

    /**
     * Access without payment: a `grant` period of N days or months, starting when the
     * student's running access ends (or now), the user's row locked as a renewal's is, so
     * grants and purchases at once chain; audited with its reason.
     */
    async grant(
      actorId: number,
      userId: number,
      body: GrantRequest,
      log: FastifyBaseLogger,
    ): Promise<Subscription> {
      const at = now();
      const period = await deps.unitOfWork(async (scope) => {
        const billing = createBillingRepository(scope.tx);
        const [user] = await scope.tx
          .select({ id: users.id, role: users.role, fullName: users.fullName })
          .from(users)
          .where(eq(users.id, userId))
          .for('update');
        if (!user) throw notFound('ERR_USER_NOT_EXISTS');
        if (user.role !== 'student') throw new HttpError(409, 'ERR_GRANT_NEEDS_STUDENT');
        const access = await billing.learningAccess(userId, at);
        const startsAt = access.endsAt && access.endsAt > at ? access.endsAt : at;
        const endsAt =
          body.unit === 'days'
            ? new Date(startsAt.getTime() + body.length * DAY_MS)
            : addCalendarMonths(startsAt, body.length);
        const row = await billing.insertGrantPeriod({ userId, startsAt, endsAt });
        await recordAudit(scope, {
          actorId,
          action: 'grant_access',
          entityType: 'user',
          entityId: userId,
          title: user.fullName,
          before: null,
          after: {
            kind: 'grant',
            length: body.length,
            unit: body.unit,
            startsAt: startsAt.toISOString(),
            endsAt: endsAt.toISOString(),
            reason: body.reason.trim(),
          },
        });
        return row;
      });
      log.info({ event: 'access.granted', userId, periodId: period.id });
      const view = (await studentAccessPeriods(db, userId, now())).data.find(
        (candidate) => candidate.id === period.id,
      );
      if (!view) throw new Error(`Granted period ${period.id} is not in the history`);
      return view;
    },
  };
}
export type LedgerService = ReturnType<typeof createLedgerService>;
