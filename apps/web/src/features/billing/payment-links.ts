import { paths } from '@academy/contracts';

/*
 * The payment page's address says what is bought: `?plan=<id>` or `?retake=<taskId>` (the
 * task screen links to the latter).
 */

export const PLAN_PARAM = 'plan';
export const RETAKE_PARAM = 'retake';

export function paymentForPlan(planId: string): string {
  return `${paths.student.payment}?${new URLSearchParams({ [PLAN_PARAM]: planId })}`;
}

export type Purchase = { kind: 'plan'; planId: string } | { kind: 'retake'; taskId: number } | null;

/** What the page's query asks to buy; null when it names nothing (or a task id is not one). */
export function purchaseOf(search: URLSearchParams): Purchase {
  const planId = search.get(PLAN_PARAM);
  if (planId) return { kind: 'plan', planId };
  const retake = search.get(RETAKE_PARAM);
  if (retake && /^[1-9]\d{0,9}$/.test(retake)) return { kind: 'retake', taskId: Number(retake) };
  return null;
}
