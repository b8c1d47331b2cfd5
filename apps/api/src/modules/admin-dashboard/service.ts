import {
  addDays,
  DASHBOARD_EXAM_WEEKS,
  type DashboardResponse,
  dateInTimeZone,
  isoWeekday,
} from '@academy/contracts';
import dayjs from 'dayjs';
import timezone from 'dayjs/plugin/timezone.js';
import utc from 'dayjs/plugin/utc.js';
import type { Executor } from '../../db/client.js';
import type { Clock } from '../../lib/clock.js';
import { createExamScheduleRepository, scheduledSlots } from '../exam-schedule/index.js';
import { createDashboardRepository } from './repository.js';

dayjs.extend(utc);
dayjs.extend(timezone);

/** The instant a local calendar date begins in a time zone. */
const startOfDate = (date: string, timeZone: string) =>
  dayjs.tz(`${date} 00:00`, timeZone).toDate();

/** `count` week starts from `first`, a week apart. */
const weekStarts = (first: string, count: number) =>
  Array.from({ length: count }, (_, index) => addDays(first, index * 7));

/*
 * GET admin/dashboard (ARCHITECTURE.md, "The staff area", "Dashboard"): the figures as of the
 * app's clock. The schedule gives the time zone and the sittings not booked yet; everything
 * counted comes aggregated from the repository, and the weeks without any are filled in here.
 */
export function createDashboardService(deps: { db: Executor; now: Clock }) {
  const repository = createDashboardRepository(deps.db);
  const schedules = createExamScheduleRepository(deps.db);

  return {
    async figures(weeks: number): Promise<DashboardResponse> {
      const now = deps.now();
      const schedule = await schedules.schedule();
      const { timeZone } = schedule;
      const today = dateInTimeZone(timeZone, now);
      const thisWeek = addDays(today, 1 - isoWeekday(today));

      const applicationWeeks = weekStarts(addDays(thisWeek, -7 * (weeks - 1)), weeks);
      const examWeekStarts = weekStarts(thisWeek, DASHBOARD_EXAM_WEEKS);
      const examsEnd = addDays(thisWeek, 7 * DASHBOARD_EXAM_WEEKS);
      const planned = scheduledSlots(schedule, thisWeek, addDays(examsEnd, -1));

      const [applications, examRows, admissions, passRates, backlog] = await Promise.all([
        repository.applicationsPerWeek(
          startOfDate(applicationWeeks[0] ?? thisWeek, timeZone),
          timeZone,
        ),
        repository.examWeeks(
          planned,
          startOfDate(thisWeek, timeZone),
          startOfDate(examsEnd, timeZone),
          timeZone,
        ),
        repository.admissions(now),
        repository.passRates(),
        repository.reviewBacklog(now),
      ]);

      const applied = new Map(applications.map((row) => [row.weekStart, row.count]));
      const examsByWeek = new Map(examRows.map((row) => [row.weekStart, row]));
      const examWeeks = examWeekStarts.map((weekStart) => {
        const row = examsByWeek.get(weekStart);
        return {
          weekStart,
          sittings: row?.sittings ?? 0,
          capacity: row?.capacity ?? 0,
          booked: row?.booked ?? 0,
        };
      });
      const { pending, activeStudents, ...funnel } = admissions;

      return {
        timeZone,
        generatedAt: now.toISOString(),
        headline: {
          pendingApplicants: pending,
          examsThisWeek: examWeeks[0]?.booked ?? 0,
          waitingReviews: backlog?.waiting ?? 0,
          activeStudents,
        },
        applicationsPerWeek: applicationWeeks.map((weekStart) => ({
          weekStart,
          count: applied.get(weekStart) ?? 0,
        })),
        examWeeks,
        funnel,
        passRates,
        reviewQueue: {
          waiting: backlog?.waiting ?? 0,
          oldestSubmittedAt: backlog?.oldest ? backlog.oldest.toISOString() : null,
          ages: {
            underOneDay: backlog?.underOneDay ?? 0,
            oneToThreeDays: backlog?.oneToThreeDays ?? 0,
            threeToSevenDays: backlog?.threeToSevenDays ?? 0,
            overSevenDays: backlog?.overSevenDays ?? 0,
          },
        },
      };
    },
  };
}
