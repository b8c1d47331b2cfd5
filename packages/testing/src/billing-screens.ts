import type {
  Payment,
  PaymentResult,
  PaymentsResponse,
  Plan,
  PricingResponse,
  Subscription,
  SubscriptionsResponse,
} from '@academy/contracts';

/*
 * Billing answers as the web screens read them (GET pricing, subscriptions, payments, and
 * the result of payments/pay): a student on a running trial, one plan per format and period.
 */

/** The demo plans' Russian names, by their English ones. */
const russianNames: Record<string, string> = {
  'Online · monthly': 'Онлайн · помесячно',
  'Online · 12 months': 'Онлайн · 12 месяцев',
  'Offline · monthly': 'Офлайн · помесячно',
};

export function aPlan(overrides: Partial<Plan> = {}): Plan {
  const name = overrides.name ?? 'Online · monthly';
  return {
    id: 'online-monthly',
    courseType: 'online',
    periodMonths: 1,
    price: { amount: 2900, currency: 'USD' },
    ...overrides,
    name,
    names: overrides.names ?? { en: name, ru: russianNames[name] ?? name },
  };
}

export function aPricing(overrides: Partial<PricingResponse> = {}): PricingResponse {
  return {
    trialDays: 7,
    plans: [
      aPlan(),
      aPlan({
        id: 'online-yearly',
        name: 'Online · 12 months',
        periodMonths: 12,
        price: { amount: 29000, currency: 'USD' },
      }),
      aPlan({
        id: 'offline-monthly',
        name: 'Offline · monthly',
        courseType: 'offline',
        price: { amount: 4900, currency: 'USD' },
      }),
    ],
    retakePrice: { amount: 900, currency: 'USD' },
    paymentProvider: { name: 'sandbox' },
    ...overrides,
  };
}

/** The free trial, running: 7 days from 5 December 2026. */
export function aTrialPeriod(overrides: Partial<Subscription> = {}): Subscription {
  return {
    id: 1,
    kind: 'trial',
    state: 'active',
    plan: null,
    startsAt: '2026-12-05T09:00:00.000Z',
    endsAt: '2026-12-12T09:00:00.000Z',
    unlocks: [{ id: 1, title: 'Front-End Development' }],
    ...overrides,
  };
}

/** A paid month of the online plan. */
export function aPaidPeriod(overrides: Partial<Subscription> = {}): Subscription {
  return {
    id: 2,
    kind: 'paid',
    state: 'active',
    plan: aPlan(),
    startsAt: '2026-12-12T09:00:00.000Z',
    endsAt: '2027-01-12T09:00:00.000Z',
    unlocks: [{ id: 1, title: 'Front-End Development' }],
    ...overrides,
  };
}

/** GET subscriptions: the running trial alone. */
export function aSubscriptions(
  overrides: Partial<SubscriptionsResponse> = {},
): SubscriptionsResponse {
  return {
    data: [aTrialPeriod()],
    access: { state: 'trial', endsAt: '2026-12-12T09:00:00.000Z' },
    ...overrides,
  };
}

/** A succeeded payment for a month of the online plan. */
export function aPayment(overrides: Partial<Payment> = {}): Payment {
  return {
    id: 31,
    purpose: 'subscription',
    status: 'succeeded',
    price: { amount: 2900, currency: 'USD' },
    description: 'Online · monthly',
    planId: 'online-monthly',
    taskId: null,
    cardLabel: 'Visa •••• 4242',
    createdAt: '2026-12-10T10:00:00.000Z',
    paidAt: '2026-12-10T10:00:02.000Z',
    ...overrides,
  };
}

export function aPaymentHistory(payments: Payment[] = [aPayment()]): PaymentsResponse {
  return { data: payments };
}

export function aPaymentResult(overrides: Partial<PaymentResult> = {}): PaymentResult {
  return { payment: aPayment(), confirmationRequired: false, ...overrides };
}
