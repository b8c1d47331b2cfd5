import { examScheduleEndpoints } from '@academy/contracts';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../shared/api/client';
import { examKeys } from './exam-keys';

export interface SlotsRange {
  /** Local calendar dates `YYYY-MM-DD`; the server's default range (from today) when absent. */
  from?: string;
  to?: string;
}

/** GET admin/exam-slots: the sittings of a date range with their bookings and free seats. */
export function getExamSlots({ from, to }: SlotsRange, signal?: AbortSignal) {
  const query = from ? { from, ...(to ? { to } : {}) } : {};
  return api(examScheduleEndpoints.listExamSlots, { query }, { signal, toast: false });
}

export function examSlotsQueryOptions(range: SlotsRange) {
  return queryOptions({
    queryKey: examKeys.slots(range.from, range.to),
    queryFn: ({ signal }) => getExamSlots(range, signal),
  });
}

export function useExamSlots(range: SlotsRange) {
  return useQuery({
    ...examSlotsQueryOptions(range),
    placeholderData: keepPreviousData,
    retryOnMount: false,
  });
}
