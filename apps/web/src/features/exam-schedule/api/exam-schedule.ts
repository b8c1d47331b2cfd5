import { examScheduleEndpoints } from '@academy/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../shared/api/client';
import { examKeys } from './exam-keys';

/** GET admin/exam-schedule: the weekly schedule with each time's capacity and bookings to come. */
export function getExamSchedule(signal?: AbortSignal) {
  return api(examScheduleEndpoints.getExamSchedule, undefined, { signal, toast: false });
}

export function examScheduleQueryOptions() {
  return queryOptions({
    queryKey: examKeys.schedule,
    queryFn: ({ signal }) => getExamSchedule(signal),
  });
}

export function useExamSchedule() {
  return useQuery({ ...examScheduleQueryOptions(), retryOnMount: false });
}
