import { examScheduleEndpoints } from '@academy/contracts';
import { queryOptions } from '@tanstack/react-query';
import { endpointQuery } from '../../../shared/api/endpoint-query';

/**
 * GET admin/exam-schedule: the weekly schedule with each time's capacity and bookings to
 * come, prefetched by the route's loader. The page shows its own failure: no toast, and a
 * failure the loader met is not asked again on mounting.
 */
export const examScheduleQuery = queryOptions({
  ...endpointQuery(examScheduleEndpoints.getExamSchedule, undefined, { toast: false }),
  retryOnMount: false,
});
