import type { LearningAccessState, SubscriptionKind } from '@academy/contracts';
import { type AnyColumn, and, asc, eq, gt, type Placeholder, type SQL, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.js';
import { preparedStatement } from '../../db/prepared.js';
import { subscriptions } from '../../db/schema/index.js';

/*
 * The one rule of learning access (ARCHITECTURE.md, "Billing"): a student may learn while
 * an access period runs, a free trial, a paid or a granted one, that was not cancelled. Periods that
 * follow each other without a gap (a renewal bought before the end) make one access, which
 * ends when the last of them does.
 */

export interface LearningAccess {
  state: LearningAccessState;
  /** When the running access ends; null when none runs. */
  endsAt: Date | null;
}

/** A trial, paid or granted access period. */
export interface AccessPeriod {
  kind: SubscriptionKind;
  startsAt: Date;
  endsAt: Date;
}

/** The access the periods give at `now`. */
export function accessFromPeriods(periods: readonly AccessPeriod[], now: Date): LearningAccess {
  const running = periods.filter((p) => p.startsAt <= now && now < p.endsAt);
  if (running.length === 0) return { state: 'ended', endsAt: null };
  // A grant is access as a paid period is (a scholarship, an extension), not a trial.
  const state = running.some((p) => p.kind !== 'trial') ? 'subscription' : 'trial';
  let endsAt = new Date(Math.max(...running.map((p) => p.endsAt.getTime())));
  // Periods queued back to back extend the access.
  const later = [...periods].sort((a, b) => a.startsAt.getTime() - b.startsAt.getTime());
  for (const period of later) {
    if (period.startsAt <= endsAt && period.endsAt > endsAt) endsAt = period.endsAt;
  }
  return { state, endsAt };
}

/**
 * The user's periods that have not ended at `now` (the statement's `now` placeholder), as a
 * JSON array, for a statement that reads the user anyway: the access check of every signed-in
 * call (users' `findAccessState`) brings them along, so the learning reads' access check
 * costs no statement of its own. `accessPeriodsFromJson` reads the array back.
 */
export function runningPeriodsJson(userId: AnyColumn): SQL<unknown> {
  return sql`coalesce((select json_agg(json_build_object('kind', ${subscriptions.kind}, 'startsAt', ${subscriptions.startsAt}, 'endsAt', ${subscriptions.endsAt}) order by ${subscriptions.startsAt}) from ${subscriptions} where ${notEnded(userId)}), '[]'::json)`;
}

/** The user's periods that count: not cancelled, and not ended at the placeholder `now`. */
function notEnded(userId: AnyColumn | Placeholder): SQL | undefined {
  return and(
    eq(subscriptions.userId, userId),
    eq(subscriptions.status, 'active'),
    gt(subscriptions.endsAt, sql.placeholder('now')),
  );
}

/** The periods `runningPeriodsJson` answered. */
export function accessPeriodsFromJson(value: unknown): AccessPeriod[] {
  const periods = (Array.isArray(value) ? value : []) as {
    kind: AccessPeriod['kind'];
    startsAt: string;
    endsAt: string;
  }[];
  return periods.map((period) => ({
    kind: period.kind,
    startsAt: new Date(period.startsAt),
    endsAt: new Date(period.endsAt),
  }));
}

/** Runs before billing's own reads: prepared once (db/prepared.ts). */
const runningPeriods = preparedStatement('billing_running_periods', (db, name) =>
  db
    .select({
      kind: subscriptions.kind,
      startsAt: subscriptions.startsAt,
      endsAt: subscriptions.endsAt,
    })
    .from(subscriptions)
    .where(notEnded(sql.placeholder('userId')))
    .orderBy(asc(subscriptions.startsAt))
    .prepare(name),
);

/** The user's learning access at `now`, in one indexed query. */
export async function findLearningAccess(
  db: Executor,
  userId: number,
  now: Date,
): Promise<LearningAccess> {
  const periods = await runningPeriods(db).execute({ userId, now: now.toISOString() });
  return accessFromPeriods(periods, now);
}
