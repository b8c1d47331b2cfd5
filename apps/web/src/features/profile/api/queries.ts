import {
  accountEndpoints,
  calendarFeedEndpoints,
  sessionEndpoints,
  twoFactorEndpoints,
} from '@academy/contracts';
import { type QueryClient, queryOptions } from '@tanstack/react-query';
import { endpointQuery } from '../../../shared/api/endpoint-query';
import { myNotificationPreferencesQuery } from './notification-preferences';

/**
 * GET applicants/me: the application the student was admitted with (phone, country, city).
 * The profile shows a failure in place, so no toast, and does not ask again on mounting what
 * its loader failed to get.
 */
export const myApplicationQuery = queryOptions({
  ...endpointQuery(accountEndpoints.getMyApplication, undefined, { toast: false }),
  staleTime: 5 * 60_000,
  retryOnMount: false,
});

/** GET profile/two-factor: whether the student's logins ask for a code (shown in place). */
export const myTwoFactorQuery = queryOptions({
  ...endpointQuery(twoFactorEndpoints.getMyTwoFactor, undefined, { toast: false }),
  retryOnMount: false,
});

/** GET sessions: the student's signed-in devices; the card shows a failure in place. */
export const mySessionsQuery = queryOptions({
  ...endpointQuery(sessionEndpoints.listMySessions, undefined, { toast: false }),
  retryOnMount: false,
});

/** GET calendar-feed: whether the student's calendar feed is on (shown in place). */
export const myCalendarFeedQuery = queryOptions({
  ...endpointQuery(calendarFeedEndpoints.getMyCalendarFeed, undefined, { toast: false }),
  retryOnMount: false,
});

/**
 * The profile route's loader: the application, the devices, the two-step verification's
 * state, the calendar feed's and the notification preferences, beside the current student
 * (the layout's).
 */
export async function prefetchProfile(client: QueryClient) {
  await Promise.all([
    client.ensureQueryData(myApplicationQuery),
    client.ensureQueryData(mySessionsQuery),
    client.ensureQueryData(myTwoFactorQuery),
    client.ensureQueryData(myCalendarFeedQuery),
    client.ensureQueryData(myNotificationPreferencesQuery),
  ]);
}
