import {
  type AvailableQuery,
  apiPaths,
  availableResponseSchema,
  weekDaysResponseSchema,
} from '@academy/contracts';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../../shared/api/client';

/** GET week-days: the weekly exam schedule and the academy's time zone. */
export function useWeekDays() {
  return useQuery({
    queryKey: ['week-days'],
    queryFn: ({ signal }) => api.get(apiPaths.weekDays, weekDaysResponseSchema, { signal }),
    staleTime: 10 * 60_000,
  });
}

export const availableSlotsKey = ['week-days', 'available'] as const;

/** GET week-days/available?from&to: the free exam slots of those days, grouped by date. */
export function useAvailableSlots(range: AvailableQuery | null) {
  return useQuery({
    queryKey: [...availableSlotsKey, range],
    queryFn: ({ signal }) =>
      api.get(apiPaths.weekDaysAvailable, availableResponseSchema, {
        signal,
        query: range ?? undefined,
      }),
    enabled: range !== null,
    // Seats are taken by others all the time: fresh on every visit to the step.
    staleTime: 0,
  });
}
