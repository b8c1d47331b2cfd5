import type { Payment, PaymentResult, Plan } from '@academy/contracts';
import type { PaymentRecord, PlanRecord } from './repository.js';

/** A payment as the API answers it: never its idempotency key, request hash or provider token. */
export function paymentView(row: PaymentRecord): Payment {
  return {
    id: row.id,
    purpose: row.purpose,
    status: row.status,
    price: { amount: row.amount, currency: row.currency },
    description: row.description,
    planId: row.planId,
    taskId: row.taskId,
    cardLabel: row.cardLabel,
    createdAt: row.createdAt.toISOString(),
    paidAt: row.paidAt?.toISOString() ?? null,
    refunded: row.refundedAmount,
    promotion: row.promotionCode ? { code: row.promotionCode, discount: row.discountAmount } : null,
  };
}

export function paymentResult(row: PaymentRecord): PaymentResult {
  return { payment: paymentView(row), confirmationRequired: row.status === 'pending' };
}

export function planView(row: PlanRecord): Plan {
  return {
    id: row.id,
    name: row.name,
    names: { en: row.name, ru: row.nameRu },
    courseType: row.courseType,
    periodMonths: row.periodMonths,
    price: { amount: row.priceAmount, currency: row.currency },
  };
}
