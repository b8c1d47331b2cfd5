import { z } from 'zod';
import { normalisePromotionCode, promotionCodeTextSchema } from './billing.js';
import { decimalTextSchema, idTextSchema, isoDateTimeSchema } from './common.js';
import { PRICE_MINOR_MAX, toMinorUnits } from './plan-admin.js';
import { englishMessages, type MessageFormatter } from './validation.js';

/*
 * Promotion codes (ARCHITECTURE.md, "Promotion codes"): a percent or a fixed amount off a
 * subscription plan's price, for some plans or all, within a period of validity and a number
 * of uses. Admins set them; a student applies one on /payment.
 */

export const promotionKinds = ['percent', 'fixed'] as const;
export const promotionKindSchema = z.enum(promotionKinds);
export type PromotionKind = z.infer<typeof promotionKindSchema>;

/** The most uses a code may be given (null: unlimited). */
export const PROMOTION_MAX_USES_MAX = 1_000_000;
/** The most plans one code may name (none: every subscription plan). */
export const PROMOTION_PLANS_MAX = 50;
export const ADMIN_PROMOTIONS_PAGE_SIZE = 20;
/** The longest search of the codes' list: a whole code. */
export const ADMIN_PROMOTIONS_SEARCH_MAX_LENGTH = 32;

/**
 * The least a discounted price comes to, in minor units: card payments below it are refused
 * by the providers (Stripe's smallest charge is 0.50 in dollars and euros, ¥50 in yen), so a
 * code never takes a price below it, and a price already below it is not discounted.
 */
export const SMALLEST_DISCOUNTED_PRICE_MINOR = 50;

/**
 * What a code takes off a price, in minor units: a percent of it rounded to the nearest
 * minor unit, or the fixed amount; never so much that less than
 * SMALLEST_DISCOUNTED_PRICE_MINOR is left to pay.
 */
export function promotionDiscount(
  promotion: { kind: PromotionKind; value: number },
  amount: number,
): number {
  const off =
    promotion.kind === 'percent' ? Math.round((amount * promotion.value) / 100) : promotion.value;
  const mostOff = Math.max(amount - SMALLEST_DISCOUNTED_PRICE_MINOR, 0);
  return Math.min(Math.max(off, 0), mostOff);
}

const valueMessage = (m: MessageFormatter, kind: PromotionKind) =>
  kind === 'percent' ? m('percentRange') : m('wholeNumberRange', { min: 1, max: PRICE_MINOR_MAX });

/**
 * POST admin/promotions and PATCH admin/promotions/{id}: the whole code. `value` is a percent
 * (1–100) or an amount in minor units of the academy's currency (the server sets the
 * currency, as for plans). No plans: every subscription plan. Open dates: no bound.
 */
export const promotionRequestSchema = (m: MessageFormatter = englishMessages) =>
  z
    .strictObject({
      code: promotionCodeTextSchema(m),
      kind: promotionKindSchema,
      value: z.number({ error: m('required') }).int(),
      planIds: z.array(z.string().min(1).max(64)).max(PROMOTION_PLANS_MAX),
      validFrom: isoDateTimeSchema.nullable(),
      validUntil: isoDateTimeSchema.nullable(),
      maxUses: z
        .number()
        .int(m('wholeNumberRange', { min: 1, max: PROMOTION_MAX_USES_MAX }))
        .min(1, m('wholeNumberRange', { min: 1, max: PROMOTION_MAX_USES_MAX }))
        .max(PROMOTION_MAX_USES_MAX, m('wholeNumberRange', { min: 1, max: PROMOTION_MAX_USES_MAX }))
        .nullable(),
    })
    .superRefine((request, ctx) => {
      const max = request.kind === 'percent' ? 100 : PRICE_MINOR_MAX;
      if (request.value < 1 || request.value > max) {
        ctx.addIssue({
          code: 'custom',
          path: ['value'],
          message: valueMessage(m, request.kind),
        });
      }
      if (
        request.validFrom &&
        request.validUntil &&
        Date.parse(request.validUntil) <= Date.parse(request.validFrom)
      ) {
        ctx.addIssue({ code: 'custom', path: ['validUntil'], message: m('validUntilAfterFrom') });
      }
    });
export type PromotionRequest = z.infer<ReturnType<typeof promotionRequestSchema>>;

/**
 * The staff form: the value as people write it (a percent, or an amount in major units),
 * the dates as calendar days (valid from the first day's start to the last day's end, in the
 * browser's time zone), the uses as a number or empty.
 */
export interface PromotionForm {
  code: string;
  kind: PromotionKind;
  value: number | '';
  planIds: string[];
  validFrom: string;
  validUntil: string;
  maxUses: number | '';
}

/** The form's values as the request the API takes. */
export function promotionFormToRequest(form: PromotionForm, currency: string): PromotionRequest {
  const value = form.value === '' ? 0 : form.value;
  return {
    code: normalisePromotionCode(form.code),
    kind: form.kind,
    value: form.kind === 'percent' ? value : toMinorUnits(value, currency),
    planIds: form.planIds,
    validFrom: form.validFrom ? new Date(`${form.validFrom}T00:00:00`).toISOString() : null,
    validUntil: form.validUntil ? new Date(`${form.validUntil}T23:59:59.999`).toISOString() : null,
    maxUses: form.maxUses === '' ? null : form.maxUses,
  };
}

export const adminPromotionParamsSchema = z.strictObject({ id: idTextSchema });

export const adminPromotionsQuerySchema = z.strictObject({
  /** Part of the code, any case. */
  search: z.string().trim().min(1).max(ADMIN_PROMOTIONS_SEARCH_MAX_LENGTH).optional(),
  page: decimalTextSchema.pipe(z.number().int().min(1).max(10_000)).default(1),
  pageSize: decimalTextSchema
    .pipe(z.number().int().min(1).max(100))
    .default(ADMIN_PROMOTIONS_PAGE_SIZE),
});
export type AdminPromotionsQuery = z.input<typeof adminPromotionsQuerySchema>;

/** A code as staff see it, with its uses so far. */
export const adminPromotionSchema = z.object({
  id: z.number().int(),
  code: z.string(),
  kind: promotionKindSchema,
  /** A percent, or minor units of `currency`. */
  value: z.number().int(),
  currency: z.string(),
  planIds: z.array(z.string()),
  validFrom: isoDateTimeSchema.nullable(),
  validUntil: isoDateTimeSchema.nullable(),
  maxUses: z.number().int().nullable(),
  uses: z.number().int().nonnegative(),
  isActive: z.boolean(),
  createdAt: isoDateTimeSchema,
  updatedAt: isoDateTimeSchema,
});
export type AdminPromotion = z.infer<typeof adminPromotionSchema>;

/** GET admin/promotions: newest first. */
export const adminPromotionsResponseSchema = z.object({
  items: z.array(adminPromotionSchema),
  total: z.number().int().nonnegative(),
  page: z.number().int().positive(),
  pageSize: z.number().int().positive(),
  /** The currency fixed amounts are in (BILLING_CURRENCY). */
  currency: z.string(),
});
export type AdminPromotionsResponse = z.infer<typeof adminPromotionsResponseSchema>;
