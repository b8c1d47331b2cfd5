import { defineEndpoint } from '../endpoint.js';
import {
  adminPlanParamsSchema,
  adminPlanSchema,
  adminPlansResponseSchema,
  movePlanRequestSchema,
  planRequestSchema,
  retakePriceRequestSchema,
} from '../plan-admin.js';

/*
 * The admin's plans and prices (ARCHITECTURE.md, "Plans and prices set by staff"). Admins
 * only. A price change applies to payments made after it: a payment keeps the amount it was
 * made for, and a paid period its plan's months.
 */

const admin = { access: 'admin', tag: 'plans' } as const;

export const listAdminPlans = defineEndpoint({
  ...admin,
  operationId: 'listAdminPlans',
  method: 'GET',
  path: '/admin/plans',
  summary: "Every plan, sold or not, in the pricing page's order, and the retake's price",
  responses: { 200: adminPlansResponseSchema },
});

export const createPlan = defineEndpoint({
  ...admin,
  operationId: 'createPlan',
  method: 'POST',
  path: '/admin/plans',
  summary: "Create a plan, on sale at once, last in the pricing page's order",
  description: "Priced in the academy's currency (BILLING_CURRENCY); the amount in minor units.",
  body: planRequestSchema(),
  responses: { 201: adminPlanSchema },
});

export const updatePlan = defineEndpoint({
  ...admin,
  operationId: 'updatePlan',
  method: 'PATCH',
  path: '/admin/plans/:id',
  summary: "Change a plan's format, months, price or names, for payments made from now on",
  params: adminPlanParamsSchema,
  body: planRequestSchema(),
  responses: { 200: adminPlanSchema },
  errors: { 404: ['ERR_PLAN_NOT_FOUND'] },
});

export const deactivatePlan = defineEndpoint({
  ...admin,
  operationId: 'deactivatePlan',
  method: 'POST',
  path: '/admin/plans/:id/deactivate',
  summary: 'Stop selling a plan: it leaves the pricing page and cannot be bought',
  params: adminPlanParamsSchema,
  responses: { 200: adminPlanSchema },
  errors: { 404: ['ERR_PLAN_NOT_FOUND'] },
});

export const reactivatePlan = defineEndpoint({
  ...admin,
  operationId: 'reactivatePlan',
  method: 'POST',
  path: '/admin/plans/:id/reactivate',
  summary: 'Sell a retired plan again',
  params: adminPlanParamsSchema,
  responses: { 200: adminPlanSchema },
  errors: { 404: ['ERR_PLAN_NOT_FOUND'] },
});

export const movePlan = defineEndpoint({
  ...admin,
  operationId: 'movePlan',
  method: 'POST',
  path: '/admin/plans/:id/move',
  summary: "Move a plan one place up or down in the pricing page's order",
  description: 'The first plan moved up, or the last down, stays where it is.',
  params: adminPlanParamsSchema,
  body: movePlanRequestSchema,
  responses: { 200: adminPlansResponseSchema },
  errors: { 404: ['ERR_PLAN_NOT_FOUND'] },
});

export const updateRetakePrice = defineEndpoint({
  ...admin,
  operationId: 'updateRetakePrice',
  method: 'PUT',
  path: '/admin/retake-price',
  summary: "Set what a test's retake costs, for payments made from now on",
  body: retakePriceRequestSchema(),
  responses: { 200: adminPlansResponseSchema },
});
