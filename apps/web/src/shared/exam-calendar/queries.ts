import { type EndpointQuery, registrationEndpoints } from '@academy/contracts';
import { queryOptions, skipToken } from '@tanstack/react-query';
import { endpointQuery } from '../api/endpoint-query';

/*
 * The exam calendar's reads (the public GET week-days and week-days/available): the
 * sign-up's exam date, the link to choose again after a cancelled sitting, staff moving a
 * sitting. Prefetched by the routes' loaders (app/prefetch/).
 */

/** GET week-days: the weekly exam schedule and the academy's time zone. */
export const weekDaysQuery = queryOptions({
  ...endpointQuery(registrationEndpoints.listWeekDays),
  staleTime: 10 * 60_000,
});

export type SlotRange = EndpointQuery<typeof registrationEndpoints.listAvailableExamSlots>;

/**
 * GET week-days/available?from&to: the free exam slots of those days, grouped by date; not
 * asked before the range is known (null).
 */
export function availableSlotsQuery(range: SlotRange | null) {
  // Without a range the key holds an empty one, and nothing is asked (skipToken).
  const query = range ?? ({} as SlotRange);
  const slots = endpointQuery(registrationEndpoints.listAvailableExamSlots, { query });
  return queryOptions({
    ...slots,
    queryFn: range === null ? skipToken : slots.queryFn,
    // Seats are taken by others all the time: asked again on each visit to the step, but not
    // by the screen right after its route loader asked.
    staleTime: 30_000,
  });
}
