import { z } from 'zod';
import { decimalTextSchema, isoDateSchema, isoDateTimeSchema } from './common.js';

/*
 * The admin's dashboard (/admin): the academy's figures at a glance, computed by the API in a
 * fixed number of SQL statements whatever the amount of data. Weeks are ISO weeks (Monday
 * first) in the academy's time zone (the exam schedule's), named by their Monday's date.
 */

export const DASHBOARD_DEFAULT_WEEKS = 12;
export const DASHBOARD_MAX_WEEKS = 52;
/** How many weeks of exam sittings the fill chart shows: this one and the next three. */
export const DASHBOARD_EXAM_WEEKS = 4;

/** GET admin/dashboard: how many past weeks of applications to count (this one included). */
export const dashboardQuerySchema = z.strictObject({
  weeks: decimalTextSchema
    .pipe(z.number().int().min(1).max(DASHBOARD_MAX_WEEKS))
    .default(DASHBOARD_DEFAULT_WEEKS),
});
export type DashboardQuery = z.input<typeof dashboardQuerySchema>;

const count = z.number().int().nonnegative();

export const dashboardHeadlineSchema = z.object({
  /** Applicants waiting for a decision (neither admitted nor rejected). */
  pendingApplicants: count,
  /** Seats booked in this week's exam sittings. */
  examsThisWeek: count,
  /** Pieces of work waiting for a review (the review queue's length). */
  waitingReviews: count,
  /** Students (not blacklisted) whose trial or paid period runs now. */
  activeStudents: count,
});

/** Applications (sign-ups) in one week. Every week of the range is present, empty ones as 0. */
export const dashboardWeekCountSchema = z.object({
  /** The week's Monday, `YYYY-MM-DD`, in the academy's time zone. */
  weekStart: isoDateSchema,
  count,
});

/**
 * One week's exam sittings: the seats they offer and how many are booked. Sittings nobody
 * booked yet have no row of their own: their seats come from the weekly schedule.
 */
export const dashboardExamWeekSchema = z.object({
  weekStart: isoDateSchema,
  sittings: count,
  capacity: count,
  booked: count,
});

/**
 * The admission funnel, each stage counting the applicants who reached it and every stage
 * before it: registered → e-mail verified → examined (a result recorded) → admitted →
 * paying (a succeeded subscription payment or a paid period).
 */
export const dashboardFunnelSchema = z.object({
  registered: count,
  emailVerified: count,
  examined: count,
  admitted: count,
  paying: count,
});
export const funnelStages = [
  'registered',
  'emailVerified',
  'examined',
  'admitted',
  'paying',
] as const satisfies readonly (keyof z.infer<typeof dashboardFunnelSchema>)[];
export type FunnelStage = (typeof funnelStages)[number];

/**
 * A test's results: `attempts` submitted attempts whose outcome is decided, `passed` of them
 * passed; `passRate` is their ratio in percent, rounded. Only tests with decided attempts.
 */
export const dashboardPassRateSchema = z.object({
  taskId: z.number().int(),
  title: z.string(),
  subjectTitle: z.string(),
  attempts: count,
  passed: count,
  passRate: z.number().int().min(0).max(100),
});

/** Ages of the work waiting for a review, from its submission until now. */
export const reviewAgeBuckets = [
  'underOneDay',
  'oneToThreeDays',
  'threeToSevenDays',
  'overSevenDays',
] as const;
export type ReviewAgeBucket = (typeof reviewAgeBuckets)[number];

export const dashboardReviewQueueSchema = z.object({
  waiting: count,
  /** When the longest-waiting piece of work was submitted; null when none waits. */
  oldestSubmittedAt: isoDateTimeSchema.nullable(),
  ages: z.object({
    underOneDay: count,
    oneToThreeDays: count,
    threeToSevenDays: count,
    overSevenDays: count,
  }),
});

export const dashboardResponseSchema = z.object({
  /** The zone the weeks are counted in. */
  timeZone: z.string(),
  /** The instant the figures are of. */
  generatedAt: isoDateTimeSchema,
  headline: dashboardHeadlineSchema,
  /** Oldest week first; the last is the current week. */
  applicationsPerWeek: z.array(dashboardWeekCountSchema),
  /** This week first, then the following ones (DASHBOARD_EXAM_WEEKS in all). */
  examWeeks: z.array(dashboardExamWeekSchema),
  funnel: dashboardFunnelSchema,
  /** Lowest pass rate first (then most attempts). */
  passRates: z.array(dashboardPassRateSchema),
  reviewQueue: dashboardReviewQueueSchema,
});
export type DashboardResponse = z.infer<typeof dashboardResponseSchema>;
export type DashboardPassRate = z.infer<typeof dashboardPassRateSchema>;
export type DashboardExamWeek = z.infer<typeof dashboardExamWeekSchema>;
export type DashboardFunnel = z.infer<typeof dashboardFunnelSchema>;

/** Percent of `part` in `whole`, rounded; 0 when the whole is empty. */
export function percentOf(part: number, whole: number): number {
  return whole > 0 ? Math.round((part * 100) / whole) : 0;
}
