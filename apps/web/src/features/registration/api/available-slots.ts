import { type EndpointQuery, registrationEndpoints } from '@academy/contracts';
import { queryOptions, skipToken, useQuery } from '@tanstack/react-query';
import { api } from '../../../shared/api/client';

export type SlotRange = EndpointQuery<typeof registrationEndpoints.listAvailableExamSlots>;

/** GET week-days/available?from&to: the free exam slots of those days, grouped by date. */
export function getAvailableSlots(range: SlotRange, signal?: AbortSignal) {
  return api(registrationEndpoints.listAvailableExamSlots, { query: range }, { signal });
}

/** Every range's slots, for invalidating them all at once (a seat taken meanwhile). */
export const availableSlotsKey = ['week-days', 'available'] as const;

export function availableSlotsQueryOptions(range: SlotRange | null) {
  return queryOptions({
    queryKey: [...availableSlotsKey, range],
    queryFn: range === null ? skipToken : ({ signal }) => getAvailableSlots(range, signal),
    // Seats are taken by others all the time: asked again on each visit to the step, but not
    // by the screen right after its route loader asked.
    staleTime: 30_000,
  });
}

export function useAvailableSlots(range: SlotRange | null) {
  return useQuery(availableSlotsQueryOptions(range));
}
