import { registrationEndpoints } from '@academy/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../shared/api/client';

/** GET week-days: the weekly exam schedule and the academy's time zone. */
export function getWeekDays(signal?: AbortSignal) {
  return api(registrationEndpoints.listWeekDays, undefined, { signal });
}

export function weekDaysQueryOptions() {
  return queryOptions({
    queryKey: ['week-days'],
    queryFn: ({ signal }) => getWeekDays(signal),
    staleTime: 10 * 60_000,
  });
}

export function useWeekDays() {
  return useQuery(weekDaysQueryOptions());
}
