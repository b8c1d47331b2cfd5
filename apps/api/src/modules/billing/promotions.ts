import {
  type AdminPromotion,
  type AdminPromotionsQuery,
  type AdminPromotionsResponse,
  adminPromotionsQuerySchema,
  type ErrorCode,
  normalisePromotionCode,
  type PromotionCheckRequest,
  type PromotionCheckResponse,
  type PromotionRequest,
  promotionDiscount,
} from '@academy/contracts';
import { and, count, desc, eq, ilike, inArray, type SQL, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { BillingConfig } from '../../config.js';
import type { Database, Executor } from '../../db/client.js';
import { payments, promotionCodes, subscriptionPlans } from '../../db/schema/index.js';
import type { UnitOfWork } from '../../db/unit-of-work.js';
import type { Clock } from '../../lib/clock.js';
import { uniqueViolation } from '../../lib/database-errors.js';
import { HttpError, notFound } from '../../lib/http-error.js';
import { containing } from '../../lib/like-pattern.js';
import { recordAudit } from '../audit/index.js';
import { priceText } from './price-text.js';

/*
 * Promotion codes (ARCHITECTURE.md, "Promotion codes"): the staff's list and changes (admins,
 * audited), the student's check, and the one rule payments/pay applies. A use is taken by one
 * conditional update in the unit of work that inserts the payment (`takeUse`), and given back
 * in the very statement that ends a payment unpaid (`endUnpaid`), guarded by the payment's
 * own state, so it happens once whoever ends it (a decline, a cancel, the webhook, expiry).
 */

export type PromotionRecord = typeof promotionCodes.$inferSelect;

/** Why a code does not apply to a plan now, or null when it does. */
export function promotionRefusal(
  promotion: PromotionRecord | null,
  plan: { id: string; currency: string },
  at: Date,
): ErrorCode | null {
  if (!promotion) return 'ERR_PROMOTION_CODE_UNKNOWN';
  if (!promotion.isActive) return 'ERR_PROMOTION_CODE_EXPIRED';
  if (promotion.validFrom && at < promotion.validFrom) return 'ERR_PROMOTION_CODE_NOT_STARTED';
  if (promotion.validUntil && at >= promotion.validUntil) return 'ERR_PROMOTION_CODE_EXPIRED';
  if (promotion.planIds.length > 0 && !promotion.planIds.includes(plan.id)) {
    return 'ERR_PROMOTION_CODE_NOT_FOR_PLAN';
  }
  // A fixed amount is in one currency: a plan priced in another is not its plan.
  if (promotion.kind === 'fixed' && promotion.currency !== plan.currency) {
    return 'ERR_PROMOTION_CODE_NOT_FOR_PLAN';
  }
  if (promotion.maxUses !== null && promotion.uses >= promotion.maxUses) {
    return 'ERR_PROMOTION_CODE_USED_UP';
  }
  return null;
}

/** The refusal as the API answers it: an unknown code 404, any other 409. */
export const promotionError = (code: ErrorCode) =>
  new HttpError(code === 'ERR_PROMOTION_CODE_UNKNOWN' ? 404 : 409, code);

export async function findPromotionByCode(
  db: Executor,
  code: string,
): Promise<PromotionRecord | null> {
  const [row] = await db
    .select()
    .from(promotionCodes)
    .where(eq(promotionCodes.code, normalisePromotionCode(code)));
  return row ?? null;
}

/**
 * Takes one use of the code for a payment of `planId` at `at`: ONE conditional update, true
 * when it counted. Of parallel payments for the last use, the first to update the row wins;
 * the others wait on its lock and then find no use left (PostgreSQL re-checks the condition
 * on the updated row), and the CHECK `uses <= max_uses` stands behind it.
 */
export async function takeUse(
  db: Executor,
  promotionId: number,
  planId: string,
  at: Date,
): Promise<boolean> {
  const rows = await db
    .update(promotionCodes)
    .set({ uses: sql`${promotionCodes.uses} + 1` })
    .where(
      and(
        eq(promotionCodes.id, promotionId),
        eq(promotionCodes.isActive, true),
        sql`(${promotionCodes.maxUses} is null or ${promotionCodes.uses} < ${promotionCodes.maxUses})`,
        sql`(${promotionCodes.validFrom} is null or ${promotionCodes.validFrom} <= ${at})`,
        sql`(${promotionCodes.validUntil} is null or ${promotionCodes.validUntil} > ${at})`,
        sql`(cardinality(${promotionCodes.planIds}) = 0 or ${planId} = any(${promotionCodes.planIds}))`,
      ),
    )
    .returning({ id: promotionCodes.id });
  return rows.length === 1;
}

export type UnpaidEnd = 'declined' | 'cancelled' | 'expired';

/**
 * Ends the pending payments `where` selects as `status`, and gives back the promotion use of
 * each in the same statement (a data-modifying WITH): the give-back happens only to a
 * payment this statement moved from pending, and is stamped on it (`promotion_released_at`),
 * so a second cancel, a redelivered webhook or a later expiry gives nothing back again.
 * Answers the ids ended.
 */
export async function endUnpaid(
  db: Executor,
  where: SQL,
  status: UnpaidEnd,
  at: Date,
  answer?: { statusCode: number; body: unknown },
): Promise<number[]> {
  // A payment whose request got no answer of its own (a provider failure) gets this one.
  const answered = answer
    ? sql`, response_status_code = ${answer.statusCode}, response_body = ${JSON.stringify(answer.body)}::jsonb`
    : sql``;
  const result = await db.execute<{ id: number }>(sql`
    with ended as (
      update ${payments}
      set status = ${status},
          updated_at = ${at},
          promotion_released_at = case when promotion_code_id is null then null else ${at}::timestamptz end
          ${answered}
      where ${where} and ${payments.status} = 'pending' and ${payments.promotionReleasedAt} is null
      returning id, promotion_code_id
    ),
    counted as (
      select promotion_code_id, count(*)::int as n from ended
      where promotion_code_id is not null group by promotion_code_id
    ),
    given_back as (
      update ${promotionCodes} set uses = ${promotionCodes.uses} - counted.n
      from counted where ${promotionCodes.id} = counted.promotion_code_id
      returning 1
    )
    select id from ended`);
  return (result as unknown as { rows: { id: number }[] }).rows.map((row) => Number(row.id));
}

/**
 * Removes a payment still in flight (its card token was refused: nothing was charged) and
 * gives back its promotion use in the same statement.
 */
export async function deleteInFlight(db: Executor, id: number): Promise<void> {
  await db.execute(sql`
    with gone as (
      delete from ${payments}
      where ${payments.id} = ${id} and ${payments.responseStatusCode} is null
      returning promotion_code_id
    )
    update ${promotionCodes} set uses = ${promotionCodes.uses} - 1
    where ${promotionCodes.id} in (select promotion_code_id from gone)`);
}

/** A fixed amount or a percent as the audit log writes it (`10%`, `5.00 USD`). */
function discountText(promotion: Pick<PromotionRecord, 'kind' | 'value' | 'currency'>): string {
  if (promotion.kind === 'percent') return `${promotion.value}%`;
  return priceText(promotion.value, promotion.currency);
}

/** A code's row locked until the transaction ends (its changes audit in order); 404 if none. */
async function lockPromotion(db: Executor, id: number): Promise<PromotionRecord> {
  const [locked] = await db
    .select()
    .from(promotionCodes)
    .where(eq(promotionCodes.id, id))
    .for('update');
  if (!locked) throw notFound();
  return locked;
}

export function adminPromotionView(row: PromotionRecord): AdminPromotion {
  return {
    id: row.id,
    code: row.code,
    kind: row.kind,
    value: row.value,
    currency: row.currency,
    planIds: row.planIds,
    validFrom: row.validFrom?.toISOString() ?? null,
    validUntil: row.validUntil?.toISOString() ?? null,
    maxUses: row.maxUses,
    uses: row.uses,
    isActive: row.isActive,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

export function createPromotionService(deps: {
  db: Database;
  unitOfWork: UnitOfWork;
  now: Clock;
  billing: BillingConfig;
}) {
  const { db, unitOfWork, now, billing } = deps;

  /** A code as the audit log keeps it: the fields staff set, plans by their names. */
  async function snapshot(executor: Executor, row: PromotionRecord) {
    const plans =
      row.planIds.length === 0
        ? []
        : await executor
            .select({ id: subscriptionPlans.id, name: subscriptionPlans.name })
            .from(subscriptionPlans)
            .where(inArray(subscriptionPlans.id, row.planIds));
    return {
      title: row.code,
      code: row.code,
      discountKind: row.kind,
      discount: discountText(row),
      plans: row.planIds.map((id) => plans.find((plan) => plan.id === id)?.name ?? id),
      validFrom: row.validFrom?.toISOString() ?? null,
      validUntil: row.validUntil?.toISOString() ?? null,
      maxUses: row.maxUses,
      active: row.isActive,
    };
  }

  /** Every plan named must exist (sold or not): 404 ERR_PLAN_NOT_FOUND otherwise. */
  async function checkPlans(executor: Executor, planIds: string[]): Promise<string[]> {
    const unique = [...new Set(planIds)];
    if (unique.length === 0) return unique;
    const found = await executor
      .select({ id: subscriptionPlans.id })
      .from(subscriptionPlans)
      .where(inArray(subscriptionPlans.id, unique));
    if (found.length !== unique.length) throw notFound('ERR_PLAN_NOT_FOUND');
    return unique;
  }

  const fields = (request: PromotionRequest, planIds: string[]) => ({
    code: normalisePromotionCode(request.code),
    kind: request.kind,
    value: request.value,
    // Fixed amounts are in the academy's currency, which the server sets (as for plans).
    currency: billing.currency,
    planIds,
    validFrom: request.validFrom ? new Date(request.validFrom) : null,
    validUntil: request.validUntil ? new Date(request.validUntil) : null,
    maxUses: request.maxUses,
  });

  /** Runs a change; a code text taken by another is 409 ERR_PROMOTION_CODE_TAKEN. */
  async function saving<T>(work: () => Promise<T>): Promise<T> {
    try {
      return await work();
    } catch (error) {
      if (uniqueViolation(error)?.constraint === 'promotion_codes_code_unique')
        throw new HttpError(409, 'ERR_PROMOTION_CODE_TAKEN');
      throw error;
    }
  }

  return {
    async list(query: AdminPromotionsQuery): Promise<AdminPromotionsResponse> {
      const { search, page, pageSize } = adminPromotionsQuerySchema.parse(query);
      const where = search ? ilike(promotionCodes.code, containing(search)) : undefined;
      const [rows, [total]] = await Promise.all([
        db
          .select()
          .from(promotionCodes)
          .where(where)
          .orderBy(desc(promotionCodes.createdAt), desc(promotionCodes.id))
          .limit(pageSize)
          .offset((page - 1) * pageSize),
        db.select({ value: count() }).from(promotionCodes).where(where),
      ]);
      return {
        items: rows.map(adminPromotionView),
        total: total?.value ?? 0,
        page,
        pageSize,
        currency: billing.currency,
      };
    },

    async create(actorId: number, request: PromotionRequest, log: FastifyBaseLogger) {
      const row = await saving(() =>
        unitOfWork(async (scope) => {
          const planIds = await checkPlans(scope.tx, request.planIds);
          const [created] = await scope.tx
            .insert(promotionCodes)
            .values({ ...fields(request, planIds), createdBy: actorId, updatedBy: actorId })
            .returning();
          if (!created) throw new Error('Promotion code insert returned no row');
          await recordAudit(scope, {
            actorId,
            action: 'create',
            entityType: 'promotion_code',
            entityId: String(created.id),
            after: await snapshot(scope.tx, created),
          });
          return created;
        }),
      );
      log.info({ event: 'promotion.created', promotionId: row.id, actorId });
      return adminPromotionView(row);
    },

    async update(actorId: number, id: number, request: PromotionRequest, log: FastifyBaseLogger) {
      const row = await saving(() =>
        unitOfWork(async (scope) => {
          const locked = await lockPromotion(scope.tx, id);
          const planIds = await checkPlans(scope.tx, request.planIds);
          const values = fields(request, planIds);
          if (values.maxUses !== null && values.maxUses < locked.uses) {
            // Fewer uses than already taken: the most is what was used (the CHECK's rule).
            values.maxUses = locked.uses;
          }
          const [changed] = await scope.tx
            .update(promotionCodes)
            .set({ ...values, updatedBy: actorId })
            .where(eq(promotionCodes.id, id))
            .returning();
          if (!changed) throw notFound();
          const before = await snapshot(scope.tx, locked);
          const after = await snapshot(scope.tx, changed);
          if (JSON.stringify(before) !== JSON.stringify(after)) {
            await recordAudit(scope, {
              actorId,
              action: 'update',
              entityType: 'promotion_code',
              entityId: String(id),
              before,
              after,
            });
          }
          return changed;
        }),
      );
      log.info({ event: 'promotion.updated', promotionId: id, actorId });
      return adminPromotionView(row);
    },

    async deactivate(actorId: number, id: number, log: FastifyBaseLogger) {
      const row = await unitOfWork(async (scope) => {
        const locked = await lockPromotion(scope.tx, id);
        if (!locked.isActive) return locked;
        const [changed] = await scope.tx
          .update(promotionCodes)
          .set({ isActive: false, updatedBy: actorId })
          .where(eq(promotionCodes.id, id))
          .returning();
        if (!changed) throw notFound();
        await recordAudit(scope, {
          actorId,
          action: 'deactivate',
          entityType: 'promotion_code',
          entityId: String(id),
          before: { active: true },
          after: { active: false },
          title: locked.code,
        });
        return changed;
      });
      log.info({ event: 'promotion.deactivated', promotionId: id, actorId });
      return adminPromotionView(row);
    },

    /** The student's check: the plan's price now, the discount and the total; changes nothing. */
    async check(request: PromotionCheckRequest): Promise<PromotionCheckResponse> {
      const [plan] = await db
        .select()
        .from(subscriptionPlans)
        .where(and(eq(subscriptionPlans.id, request.planId), eq(subscriptionPlans.isActive, true)));
      if (!plan) throw notFound('ERR_PLAN_NOT_FOUND');
      const promotion = await findPromotionByCode(db, request.code);
      const refusal = promotionRefusal(promotion, plan, now());
      if (refusal || !promotion) throw promotionError(refusal ?? 'ERR_PROMOTION_CODE_UNKNOWN');
      const discount = promotionDiscount(promotion, plan.priceAmount);
      return {
        code: promotion.code,
        price: { amount: plan.priceAmount, currency: plan.currency },
        discount: { amount: discount, currency: plan.currency },
        total: { amount: plan.priceAmount - discount, currency: plan.currency },
      };
    },
  };
}
