import { promotionCheckRequestSchema, promotionCheckResponseSchema } from '../billing.js';
import { defineEndpoint } from '../endpoint.js';
import {
  adminPromotionParamsSchema,
  adminPromotionSchema,
  adminPromotionsQuerySchema,
  adminPromotionsResponseSchema,
  promotionRequestSchema,
} from '../promotion-codes.js';

/*
 * Promotion codes (ARCHITECTURE.md, "Promotion codes"): admins set them; a student checks
 * one against a plan before paying, and payments/pay takes it with the discounted price.
 */

const admin = { access: 'admin', tag: 'plans' } as const;

export const listAdminPromotions = defineEndpoint({
  ...admin,
  operationId: 'listAdminPromotions',
  method: 'GET',
  path: '/admin/promotions',
  summary: 'Promotion codes, newest first, with their uses; search in the code',
  query: adminPromotionsQuerySchema,
  responses: { 200: adminPromotionsResponseSchema },
});

export const createPromotion = defineEndpoint({
  ...admin,
  operationId: 'createPromotion',
  method: 'POST',
  path: '/admin/promotions',
  summary: 'Create a promotion code, active at once',
  description:
    "The code is stored upper-case and is unique. A fixed amount is in the academy's " +
    'currency (BILLING_CURRENCY), in minor units; no plans means every subscription plan.',
  body: promotionRequestSchema(),
  responses: { 201: adminPromotionSchema },
  errors: { 409: ['ERR_PROMOTION_CODE_TAKEN'], 404: ['ERR_PLAN_NOT_FOUND'] },
});

export const updatePromotion = defineEndpoint({
  ...admin,
  operationId: 'updatePromotion',
  method: 'PATCH',
  path: '/admin/promotions/:id',
  summary: 'Change a promotion code (payments made keep the discount they had)',
  params: adminPromotionParamsSchema,
  body: promotionRequestSchema(),
  responses: { 200: adminPromotionSchema },
  errors: { 404: ['ERR_NOT_FOUND', 'ERR_PLAN_NOT_FOUND'], 409: ['ERR_PROMOTION_CODE_TAKEN'] },
});

export const deactivatePromotion = defineEndpoint({
  ...admin,
  operationId: 'deactivatePromotion',
  method: 'POST',
  path: '/admin/promotions/:id/deactivate',
  summary: 'Stop a promotion code: it applies to no payment from now on',
  params: adminPromotionParamsSchema,
  responses: { 200: adminPromotionSchema },
  errors: { 404: ['ERR_NOT_FOUND'] },
});

export const checkPromotion = defineEndpoint({
  operationId: 'checkPromotion',
  method: 'POST',
  path: '/payments/promotion-check',
  access: 'student',
  tag: 'billing',
  summary: "A promotion code against a plan: the plan's price, the discount and the total",
  description:
    'Changes nothing and takes no use. Rate-limited per address against guessing. Send the ' +
    "total as payments/pay's `expectedPrice` with the code.",
  body: promotionCheckRequestSchema,
  responses: { 200: promotionCheckResponseSchema },
  errors: {
    404: ['ERR_PLAN_NOT_FOUND', 'ERR_PROMOTION_CODE_UNKNOWN'],
    409: [
      'ERR_PROMOTION_CODE_NOT_STARTED',
      'ERR_PROMOTION_CODE_EXPIRED',
      'ERR_PROMOTION_CODE_USED_UP',
      'ERR_PROMOTION_CODE_NOT_FOR_PLAN',
    ],
  },
});
