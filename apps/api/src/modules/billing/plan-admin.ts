import { randomBytes } from 'node:crypto';
import type {
  AdminPlan,
  AdminPlansResponse,
  MovePlanRequest,
  PlanRequest,
} from '@academy/contracts';
import type { FastifyBaseLogger } from 'fastify';
import type { BillingConfig } from '../../config.js';
import type { Database } from '../../db/client.js';
import type { UnitOfWork } from '../../db/unit-of-work.js';
import { notFound } from '../../lib/http-error.js';
import { recordAudit } from '../audit/index.js';
import { priceText } from './price-text.js';
import { createBillingRepository, type PlanRecord } from './repository.js';

/*
 * The admin's plans and the retake's price (ARCHITECTURE.md, "Plans and prices set by
 * staff"). Every change is one unit of work with its audit entry. Prices are in the
 * academy's currency (BILLING_CURRENCY), which the server sets; a change applies to payments
 * made after it, since a payment keeps the amount (and a plan's payment the months) it was
 * made for.
 */

/** A plan as the audit log keeps it: the fields staff set, by the names the screen uses. */
function planSnapshot(plan: PlanRecord) {
  return {
    title: plan.name,
    nameEn: plan.name,
    nameRu: plan.nameRu,
    courseType: plan.courseType,
    periodMonths: plan.periodMonths,
    price: priceText(plan.priceAmount, plan.currency),
    isActive: plan.isActive,
  };
}

export function adminPlanView(plan: PlanRecord): AdminPlan {
  return {
    id: plan.id,
    courseType: plan.courseType,
    periodMonths: plan.periodMonths,
    price: { amount: plan.priceAmount, currency: plan.currency },
    nameEn: plan.name,
    nameRu: plan.nameRu,
    isActive: plan.isActive,
    position: plan.position,
  };
}

/** A new plan's id: its format and months, and a random part (`online-3m-9f2c1a`). */
const newPlanId = (request: PlanRequest) =>
  `${request.courseType}-${request.periodMonths}m-${randomBytes(3).toString('hex')}`;

export function createPlanAdminService(deps: {
  db: Database;
  unitOfWork: UnitOfWork;
  billing: BillingConfig;
}) {
  const { unitOfWork, billing } = deps;
  const read = createBillingRepository(deps.db);
  const currency = billing.currency;

  async function list(): Promise<AdminPlansResponse> {
    const [plans, retake] = await Promise.all([read.allPlans(), read.retakePrice()]);
    return {
      plans: plans.map(adminPlanView),
      retakePrice: { amount: retake ?? billing.retakePrice, currency },
      currency,
    };
  }

  /** Sets a plan's active flag, audited as `action`; the same flag again changes nothing. */
  async function setActive(
    actorId: number,
    id: string,
    isActive: boolean,
    log: FastifyBaseLogger,
  ): Promise<AdminPlan> {
    const plan = await unitOfWork(async (scope) => {
      const plans = createBillingRepository(scope.tx);
      const locked = (await plans.lockPlans()).find((plan) => plan.id === id);
      if (!locked) throw notFound('ERR_PLAN_NOT_FOUND');
      if (locked.isActive === isActive) return locked;
      const changed = await plans.updatePlan(id, { isActive });
      if (!changed) throw notFound('ERR_PLAN_NOT_FOUND');
      await recordAudit(scope, {
        actorId,
        action: isActive ? 'reactivate' : 'deactivate',
        entityType: 'plan',
        entityId: id,
        before: { isActive: locked.isActive },
        after: { isActive },
        title: locked.name,
      });
      return changed;
    });
    log.info({ event: isActive ? 'plan.reactivated' : 'plan.deactivated', planId: id, actorId });
    return adminPlanView(plan);
  }

  return {
    list,

    async create(actorId: number, request: PlanRequest, log: FastifyBaseLogger) {
      const plan = await unitOfWork(async (scope) => {
        const plans = createBillingRepository(scope.tx);
        // Every plan locked: the new one goes last, and a move at once waits for it.
        const all = await plans.lockPlans();
        const last = all.reduce((max, plan) => Math.max(max, plan.position), -1);
        const created = await plans.insertPlan({
          id: newPlanId(request),
          name: request.nameEn,
          nameRu: request.nameRu,
          courseType: request.courseType,
          periodMonths: request.periodMonths,
          priceAmount: request.priceAmount,
          currency,
          isActive: true,
          position: last + 1,
        });
        await recordAudit(scope, {
          actorId,
          action: 'create',
          entityType: 'plan',
          entityId: created.id,
          after: planSnapshot(created),
        });
        return created;
      });
      log.info({ event: 'plan.created', planId: plan.id, actorId });
      return adminPlanView(plan);
    },

    async update(actorId: number, id: string, request: PlanRequest, log: FastifyBaseLogger) {
      const plan = await unitOfWork(async (scope) => {
        const plans = createBillingRepository(scope.tx);
        const locked = (await plans.lockPlans()).find((plan) => plan.id === id);
        if (!locked) throw notFound('ERR_PLAN_NOT_FOUND');
        const changed = await plans.updatePlan(id, {
          name: request.nameEn,
          nameRu: request.nameRu,
          courseType: request.courseType,
          periodMonths: request.periodMonths,
          priceAmount: request.priceAmount,
          // Priced in the academy's currency from now on, whatever it was priced in before.
          currency,
        });
        if (!changed) throw notFound('ERR_PLAN_NOT_FOUND');
        const before = planSnapshot(locked);
        const after = planSnapshot(changed);
        // The same values again: nothing to record.
        if (JSON.stringify(before) !== JSON.stringify(after)) {
          await recordAudit(scope, {
            actorId,
            action: 'update',
            entityType: 'plan',
            entityId: id,
            before,
            after,
          });
        }
        return changed;
      });
      log.info({ event: 'plan.updated', planId: id, actorId });
      return adminPlanView(plan);
    },

    deactivate: (actorId: number, id: string, log: FastifyBaseLogger) =>
      setActive(actorId, id, false, log),
    reactivate: (actorId: number, id: string, log: FastifyBaseLogger) =>
      setActive(actorId, id, true, log),

    /**
     * One place up or down in the order every plan shares (the pricing page shows the sold
     * ones in it). The plans are locked and numbered again 0, 1, 2… with the two swapped, so
     * positions stay distinct whatever they were before; the first moved up, or the last
     * down, stays.
     */
    async move(
      actorId: number,
      id: string,
      request: MovePlanRequest,
      log: FastifyBaseLogger,
    ): Promise<AdminPlansResponse> {
      await unitOfWork(async (scope) => {
        const plans = createBillingRepository(scope.tx);
        const all = await plans.lockPlans();
        const index = all.findIndex((plan) => plan.id === id);
        if (index < 0) throw notFound('ERR_PLAN_NOT_FOUND');
        const target = request.direction === 'up' ? index - 1 : index + 1;
        const order = all.map((plan) => plan.id);
        const moved = order[index];
        const other = order[target];
        if (moved === undefined || other === undefined) return;
        order[index] = other;
        order[target] = moved;
        for (const [position, planId] of order.entries()) {
          const plan = all.find((row) => row.id === planId);
          if (plan && plan.position !== position) await plans.updatePlan(planId, { position });
        }
        await recordAudit(scope, {
          actorId,
          action: 'reorder',
          entityType: 'plan',
          entityId: id,
          before: { order: all.map((plan) => plan.name) },
          after: { order: order.map((planId) => all.find((row) => row.id === planId)?.name) },
          title: all[index]?.name ?? null,
        });
      });
      log.info({ event: 'plan.moved', planId: id, direction: request.direction, actorId });
      return list();
    },

    /** The retake's price for payments from now on; the row is written on the first change. */
    async setRetakePrice(
      actorId: number,
      amount: number,
      log: FastifyBaseLogger,
    ): Promise<AdminPlansResponse> {
      await unitOfWork(async (scope) => {
        const settings = createBillingRepository(scope.tx);
        const before = (await settings.lockRetakePrice()) ?? billing.retakePrice;
        if (before === amount) return;
        await settings.setRetakePrice(amount);
        await recordAudit(scope, {
          actorId,
          action: 'update',
          entityType: 'retake_price',
          entityId: 'retake',
          before: { price: priceText(before, currency) },
          after: { price: priceText(amount, currency) },
          title: null,
        });
      });
      log.info({ event: 'retake_price.updated', amount, actorId });
      return list();
    },
  };
}
