import type { SubscriptionState, SubscriptionsResponse } from '@academy/contracts';
import type { Executor } from '../../db/client.js';
import { planView } from './payment-view.js';
import { createBillingRepository } from './repository.js';

/*
 * A student's access periods as the student reads them (ARCHITECTURE.md, "Billing"): GET
 * subscriptions answers them to the student, and the admin's user page (modules/user-admin)
 * shows the same, so staff see what the student sees. One place for the rule.
 */

/** A period's state at `now`: cancelled, upcoming, ended or active. */
export function periodState(
  period: { status: 'active' | 'cancelled'; startsAt: Date; endsAt: Date },
  now: Date,
): SubscriptionState {
  if (period.status === 'cancelled') return 'cancelled';
  if (now < period.startsAt) return 'upcoming';
  if (now >= period.endsAt) return 'ended';
  return 'active';
}

/**
 * The user's periods newest first, each with its state at `at` and what it unlocks (the trial
 * every enrolled direction, a paid plan those of its course format), and the access at `at`.
 */
export async function studentAccessPeriods(
  db: Executor,
  userId: number,
  at: Date,
): Promise<SubscriptionsResponse> {
  const read = createBillingRepository(db);
  const [periods, directions, access] = await Promise.all([
    read.listSubscriptions(userId),
    read.enrolledDirections(userId),
    read.learningAccess(userId, at),
  ]);
  return {
    data: periods.map(({ period, plan }) => ({
      id: period.id,
      kind: period.kind,
      state: periodState(period, at),
      plan: plan ? planView(plan) : null,
      startsAt: period.startsAt.toISOString(),
      endsAt: period.endsAt.toISOString(),
      unlocks: directions
        .filter((direction) => !plan || direction.courseType === plan.courseType)
        .map(({ id, title }) => ({ id, title })),
    })),
    access: { state: access.state, endsAt: access.endsAt?.toISOString() ?? null },
  };
}
