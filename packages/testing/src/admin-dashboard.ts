import type { DashboardResponse } from '@academy/contracts';

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
