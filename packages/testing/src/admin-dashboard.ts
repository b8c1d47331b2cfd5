import type { DashboardResponse, PaymentTotalsResponse } from '@academy/contracts';

/** GET admin/dashboard's answer: a small academy on Wednesday 2026-11-25, in Yerevan. */
export function aDashboard(overrides: Partial<DashboardResponse> = {}): DashboardResponse {
  return {
    timeZone: 'Asia/Yerevan',
    generatedAt: '2026-11-25T10:00:00.000Z',
    headline: { pendingApplicants: 7, examsThisWeek: 4, waitingReviews: 3, activeStudents: 21 },
    applicationsPerWeek: [
      { weekStart: '2026-11-02', count: 2 },
      { weekStart: '2026-11-09', count: 0 },
      { weekStart: '2026-11-16', count: 5 },
      { weekStart: '2026-11-23', count: 3 },
    ],
    examWeeks: [
      { weekStart: '2026-11-23', sittings: 3, capacity: 15, booked: 4 },
      { weekStart: '2026-11-30', sittings: 3, capacity: 15, booked: 1 },
      { weekStart: '2026-12-07', sittings: 3, capacity: 15, booked: 0 },
      { weekStart: '2026-12-14', sittings: 3, capacity: 15, booked: 0 },
    ],
    funnel: { registered: 40, emailVerified: 30, examined: 20, admitted: 15, paying: 6 },
    passRates: [
      {
        taskId: 11,
        title: 'Flexbox basics',
        subjectTitle: 'HTML & CSS',
        attempts: 8,
        passed: 2,
        passRate: 25,
      },
      {
        taskId: 12,
        title: 'Closures',
        subjectTitle: 'JavaScript',
        attempts: 4,
        passed: 3,
        passRate: 75,
      },
    ],
    reviewQueue: {
      waiting: 3,
      oldestSubmittedAt: '2026-11-15T10:00:00.000Z',
      ages: { underOneDay: 1, oneToThreeDays: 1, threeToSevenDays: 0, overSevenDays: 1 },
    },
    ...overrides,
  };
}

/**
 * GET admin/payments/totals' answer: twelve months to November 2026 in USD, money in two of
 * them and a refund in one; a monthly plan, a yearly one and the retakes.
 */
export function aPaymentTotals(
  overrides: Partial<PaymentTotalsResponse> = {},
): PaymentTotalsResponse {
  const months = Array.from({ length: 12 }, (_, index) => {
    const month = `${index === 0 ? '2025-12' : `2026-${String(index).padStart(2, '0')}`}`;
    return { month, paid: 0, refunded: 0, net: 0 };
  });
  months[10] = { month: '2026-10', paid: 27_800, refunded: 0, net: 27_800 };
  months[11] = { month: '2026-11', paid: 5_800, refunded: 2_900, net: 2_900 };
  return {
    currency: 'USD',
    months,
    plans: [
      { planId: 'online-1', name: 'Online · monthly', paid: 5_800, refunded: 2_900, net: 2_900 },
      { planId: 'online-12', name: 'Online · 12 months', paid: 24_900, refunded: 0, net: 24_900 },
      { planId: null, name: null, paid: 2_900, refunded: 0, net: 2_900 },
    ],
    ...overrides,
  };
}
