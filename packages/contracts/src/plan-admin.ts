import { z } from 'zod';
import { moneySchema } from './billing.js';
import { courseTypeSchema } from './enums.js';
import { englishMessages, type MessageFormatter, requiredText } from './validation.js';

/*
 * The admin's plans and prices (ARCHITECTURE.md, "Billing", "Plans and prices set by staff"):
 * the subscription plans (active and retired, in their order on the pricing page) and the
 * price of a test's retake. Every price is in the academy's one currency (BILLING_CURRENCY):
 * staff set the amount, the server sets the currency. Amounts travel in minor units, as all
 * money does; the forms take the amount as people write it (29.90) and send minor units.
 */

/** The longest a plan may run, in whole months. */
export const PLAN_MONTHS_MAX = 36;
/**
 * The dearest price a plan or a retake may have, in minor units (1,000,000.00 of a currency
 * with cents; the bound RETAKE_PRICE has too).
 */
export const PRICE_MINOR_MAX = 100_000_000;
/** A plan's name in each language: 2 to 79 characters. */
export const planNameLimits = { min: 2, lessThan: 80 } as const;

/** How many minor units digits a currency has (2 for USD and AMD, 0 for JPY). */
export function currencyDigits(currency: string): number {
  try {
    return (
      new Intl.NumberFormat('en', { style: 'currency', currency }).resolvedOptions()
        .maximumFractionDigits ?? 2
    );
  } catch {
    return 2;
  }
}

/** Major units (29.9) to minor units (2990) of the currency. */
export function toMinorUnits(major: number, currency: string): number {
  return Math.round(major * 10 ** currencyDigits(currency));
}

/** Minor units (2990) to major units (29.9) of the currency. */
export function toMajorUnits(minor: number, currency: string): number {
  return minor / 10 ** currencyDigits(currency);
}

/** The dearest price in major units of the currency (1000000 for USD). */
export const priceMajorMax = (currency: string) => PRICE_MINOR_MAX / 10 ** currencyDigits(currency);

const priceMessage = (m: MessageFormatter, currency: string) =>
  m('priceRange', { max: priceMajorMax(currency), digits: currencyDigits(currency) });

/** A price as a form has it, in major units: 0 to the dearest, no finer than a minor unit. */
export const majorPriceSchema = (m: MessageFormatter, currency: string) =>
  z
    .number({ error: m('required') })
    .min(0, priceMessage(m, currency))
    .max(priceMajorMax(currency), priceMessage(m, currency))
    .refine(
      (value) => {
        const minor = value * 10 ** currencyDigits(currency);
        return Math.abs(minor - Math.round(minor)) < 1e-6;
      },
      priceMessage(m, currency),
    );

/** A price as the API takes it, in minor units: a whole number from 0 to PRICE_MINOR_MAX. */
export const minorPriceSchema = (m: MessageFormatter = englishMessages) => {
  const message = m('wholeNumberRange', { min: 0, max: PRICE_MINOR_MAX });
  return z
    .number({ error: m('required') })
    .int(message)
    .min(0, message)
    .max(PRICE_MINOR_MAX, message);
};

const monthsSchema = (m: MessageFormatter) =>
  z
    .number({ error: m('wholeNumberRange', { min: 1, max: PLAN_MONTHS_MAX }) })
    .int(m('wholeNumberRange', { min: 1, max: PLAN_MONTHS_MAX }))
    .min(1, m('wholeNumberRange', { min: 1, max: PLAN_MONTHS_MAX }))
    .max(PLAN_MONTHS_MAX, m('wholeNumberRange', { min: 1, max: PLAN_MONTHS_MAX }));

const planFields = (m: MessageFormatter) => ({
  courseType: courseTypeSchema,
  periodMonths: monthsSchema(m),
  nameEn: requiredText(planNameLimits, m),
  nameRu: requiredText(planNameLimits, m),
});

/** POST admin/plans and PATCH admin/plans/{id}: the whole plan, its price in minor units. */
export const planRequestSchema = (m: MessageFormatter = englishMessages) =>
  z.strictObject({ ...planFields(m), priceAmount: minorPriceSchema(m) });
export type PlanRequest = z.infer<ReturnType<typeof planRequestSchema>>;

/** The plan form: the same fields, its price in major units of the academy's currency. */
export const planFormSchema = (m: MessageFormatter, currency: string) =>
  z.object({ ...planFields(m), price: majorPriceSchema(m, currency) });
export type PlanForm = z.infer<ReturnType<typeof planFormSchema>>;

export function planFormToRequest(form: PlanForm, currency: string): PlanRequest {
  const { price, ...rest } = form;
  return { ...rest, priceAmount: toMinorUnits(price, currency) };
}

/** PUT admin/retake-price: what a test's retake costs from now on, in minor units. */
export const retakePriceRequestSchema = (m: MessageFormatter = englishMessages) =>
  z.strictObject({ amount: minorPriceSchema(m) });
export type RetakePriceRequest = z.infer<ReturnType<typeof retakePriceRequestSchema>>;

/** The retake price's form, in major units. */
export const retakePriceFormSchema = (m: MessageFormatter, currency: string) =>
  z.object({ price: majorPriceSchema(m, currency) });

export const adminPlanParamsSchema = z.strictObject({ id: z.string().min(1).max(64) });
export type AdminPlanParams = z.infer<typeof adminPlanParamsSchema>;

/** POST admin/plans/{id}/move: one place up or down in the pricing page's order. */
export const movePlanRequestSchema = z.strictObject({ direction: z.enum(['up', 'down']) });
export type MovePlanRequest = z.infer<typeof movePlanRequestSchema>;

/** A plan as staff see it: sold or not, both names, its place. */
export const adminPlanSchema = z.object({
  id: z.string(),
  courseType: courseTypeSchema,
  periodMonths: z.number().int().positive(),
  price: moneySchema,
  nameEn: z.string(),
  nameRu: z.string(),
  isActive: z.boolean(),
  position: z.number().int(),
});
export type AdminPlan = z.infer<typeof adminPlanSchema>;

/** An admin's plan's two names, as `localisedPlanName` reads them. */
export function adminPlanNames(plan: Pick<AdminPlan, 'nameEn' | 'nameRu'>) {
  return { en: plan.nameEn, ru: plan.nameRu };
}

/**
 * GET admin/plans (and the answer of a move): every plan, the sold ones first, each part in
 * the pricing page's order; the retake's price; the currency every price is in.
 */
export const adminPlansResponseSchema = z.object({
  plans: z.array(adminPlanSchema),
  retakePrice: moneySchema,
  currency: z.string(),
});
export type AdminPlansResponse = z.infer<typeof adminPlansResponseSchema>;
