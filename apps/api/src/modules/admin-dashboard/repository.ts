import type { DashboardFunnel, DashboardPassRate } from '@academy/contracts';
import { asc, desc, eq, gte, type SQL, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.js';
import {
  applicants,
  chapters,
  examSlots,
  payments,
  projectSubmissions,
  subjects,
  subscriptions,
  taskAssignments,
  tasks,
  users,
} from '../../db/schema/index.js';
import { reviewWaiting } from '../reviews/index.js';

/*
 * The dashboard's reads. Each is one statement that aggregates in the database (counts,
 * sums, groups), so the dashboard costs the same statements for ten applicants as for ten
 * thousand (dashboard-statements.test.ts). Weeks are grouped in the academy's time zone:
 * `date_trunc('week', …)` starts them on Monday, as ISO weeks do.
 */

const DAY_MS = 24 * 60 * 60 * 1000;

/** The local Monday (`YYYY-MM-DD`) of an instant's week in `timeZone`. */
const localWeekOf = (instant: SQL | typeof applicants.createdAt, timeZone: string) =>
  sql<string>`to_char(date_trunc('week', ${instant} at time zone ${timeZone}), 'YYYY-MM-DD')`;

const int = (expression: SQL) => sql<number>`${expression}`.mapWith(Number);

/** A sitting the weekly schedule offers, booked or not. */
export interface PlannedSitting {
  startsAt: Date;
  capacity: number;
}

export interface ExamWeekRow {
  weekStart: string;
  sittings: number;
  capacity: number;
  booked: number;
}

export function createDashboardRepository(db: Executor) {
  return {
    /** Applications (applicant rows) per local week since `since`, weeks without any left out. */
    async applicationsPerWeek(since: Date, timeZone: string) {
      return (
        db
          .select({
            weekStart: localWeekOf(applicants.createdAt, timeZone),
            count: int(sql`count(*)::int`),
          })
          .from(applicants)
          .where(gte(applicants.createdAt, since))
          // By position: the zone is a parameter, and two parameters are two expressions to
          // PostgreSQL, so `group by` could not repeat the selected one.
          .groupBy(sql`1`)
      );
    },

    /**
     * Seats per local week of the sittings in [from, to): the schedule's planned sittings
     * joined with the sittings that exist (a row is written on the first booking, with the
     * capacity of that day), so a booked sitting counts once, with its own capacity, and a
     * booked sitting the schedule no longer offers still counts.
     */
    async examWeeks(
      planned: PlannedSitting[],
      from: Date,
      to: Date,
      timeZone: string,
    ): Promise<ExamWeekRow[]> {
      const plannedRows =
        planned.length > 0
          ? sql`(values ${sql.join(
              planned.map(
                (sitting) =>
                  sql`(${sitting.startsAt.toISOString()}::timestamptz, ${sitting.capacity}::int)`,
              ),
              sql`, `,
            )}) as planned(starts_at, capacity)`
          : sql`(select null::timestamptz as starts_at, null::int as capacity where false) as planned`;
      const existing = sql`(
        select ${examSlots.startsAt} as starts_at, ${examSlots.capacity} as capacity,
          ${examSlots.booked} as booked
        from ${examSlots}
        where ${examSlots.startsAt} >= ${from.toISOString()}::timestamptz
          and ${examSlots.startsAt} < ${to.toISOString()}::timestamptz
      ) as slot`;
      return db
        .select({
          weekStart: localWeekOf(sql`coalesce(slot.starts_at, planned.starts_at)`, timeZone),
          sittings: int(sql`count(*)::int`),
          capacity: int(sql`sum(coalesce(slot.capacity, planned.capacity))::int`),
          booked: int(sql`coalesce(sum(slot.booked), 0)::int`),
        })
        .from(sql`${plannedRows} full join ${existing} on slot.starts_at = planned.starts_at`)
        .groupBy(sql`1`);
    },

    /**
     * The admission funnel (each stage within the one before), the applicants waiting for a
     * decision, and the students learning now: one statement over the applicants, the
     * active students a scalar subquery.
     */
    async admissions(
      now: Date,
    ): Promise<DashboardFunnel & { pending: number; activeStudents: number }> {
      const verified = sql`${users.emailVerifiedAt} is not null`;
      const examined = sql`${verified} and ${applicants.examRecordedAt} is not null`;
      const admitted = sql`${examined} and ${applicants.status} = 'admitted'`;
      const paying = sql`${admitted} and (
        exists (
          select 1 from ${subscriptions}
          where ${subscriptions.userId} = ${users.id} and ${subscriptions.kind} = 'paid'
        )
        or exists (
          select 1 from ${payments}
          where ${payments.userId} = ${users.id} and ${payments.status} = 'succeeded'
            and ${payments.purpose} = 'subscription'
        )
      )`;
      const nowText = now.toISOString();
      const [row] = await db
        .select({
          registered: int(sql`count(*)::int`),
          emailVerified: int(sql`(count(*) filter (where ${verified}))::int`),
          examined: int(sql`(count(*) filter (where ${examined}))::int`),
          admitted: int(sql`(count(*) filter (where ${admitted}))::int`),
          paying: int(sql`(count(*) filter (where ${paying}))::int`),
          pending: int(sql`(count(*) filter (where ${applicants.status} = 'pending'))::int`),
          activeStudents: int(sql`(
            select count(*)::int from ${users} as student
            where student.role = 'student' and not student.is_blacklisted
              and exists (
                select 1 from ${subscriptions}
                where ${subscriptions.userId} = student.id
                  and ${subscriptions.status} = 'active'
                  and ${subscriptions.startsAt} <= ${nowText}::timestamptz
                  and ${subscriptions.endsAt} > ${nowText}::timestamptz
              )
          )`),
        })
        .from(applicants)
        .innerJoin(users, eq(users.id, applicants.userId));
      return (
        row ?? {
          registered: 0,
          emailVerified: 0,
          examined: 0,
          admitted: 0,
          paying: 0,
          pending: 0,
          activeStudents: 0,
        }
      );
    },

    /**
     * Each test's decided attempts and passes. A row is one student's work on a test: its
     * earlier attempts (`attempt`, less the current one when it is submitted) all failed,
     * since a retake follows a failed first attempt only; the current one counts once a
     * verdict exists (not `not_checked_yet`).
     */
    async passRates(): Promise<DashboardPassRate[]> {
      const completed = sql`${taskAssignments.status} = 'completed'`;
      const decidedNow = sql`(${completed} and ${taskAssignments.reviewStatus} <> 'not_checked_yet')`;
      const attempts = sql`sum(
        ${taskAssignments.attempt} - (case when ${completed} then 1 else 0 end)
        + (case when ${decidedNow} then 1 else 0 end)
      )::int`;
      const passed = sql`(count(*) filter (where ${completed}
        and ${taskAssignments.reviewStatus} = 'passed'))::int`;
      const passRate = sql`round(${passed} * 100.0 / nullif(${attempts}, 0))::int`;
      return db
        .select({
          taskId: tasks.id,
          title: tasks.title,
          subjectTitle: subjects.title,
          attempts: int(attempts),
          passed: int(passed),
          passRate: int(passRate),
        })
        .from(taskAssignments)
        .innerJoin(tasks, eq(tasks.id, taskAssignments.taskId))
        .innerJoin(chapters, eq(chapters.id, tasks.chapterId))
        .innerJoin(subjects, eq(subjects.id, chapters.subjectId))
        .groupBy(tasks.id, tasks.title, subjects.title)
        .having(sql`${attempts} > 0`)
        .orderBy(asc(passRate), desc(attempts), asc(tasks.id));
    },

    /**
     * The review backlog: how many pieces of work wait, since when the oldest, and how many
     * have waited under a day, one to three days, three to seven, and longer (as of `now`).
     */
    async reviewBacklog(now: Date) {
      const waiting = sql`(
        select ${reviewWaiting.submissionSince} as since from ${projectSubmissions}
        where ${reviewWaiting.submission}
        union all
        select ${reviewWaiting.attemptSince} as since from ${taskAssignments}
        where ${reviewWaiting.attempt}
      ) as waiting`;
      const olderThan = (days: number) =>
        sql`waiting.since <= ${new Date(now.getTime() - days * DAY_MS).toISOString()}::timestamptz`;
      const [row] = await db
        .select({
          waiting: int(sql`count(*)::int`),
          oldest: sql<Date | null>`min(waiting.since)`.mapWith(projectSubmissions.submittedAt),
          underOneDay: int(sql`(count(*) filter (where not (${olderThan(1)})))::int`),
          oneToThreeDays: int(
            sql`(count(*) filter (where ${olderThan(1)} and not (${olderThan(3)})))::int`,
          ),
          threeToSevenDays: int(
            sql`(count(*) filter (where ${olderThan(3)} and not (${olderThan(7)})))::int`,
          ),
          overSevenDays: int(sql`(count(*) filter (where ${olderThan(7)}))::int`),
        })
        .from(waiting);
      return row;
    },
  };
}

export type DashboardRepository = ReturnType<typeof createDashboardRepository>;
