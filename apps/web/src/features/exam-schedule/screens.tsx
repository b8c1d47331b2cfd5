import type { QueryClient } from '@tanstack/react-query';
import { examScheduleQuery } from './api/queries';

/*
 * The exam schedule's screen and its loader's prefetching, one chunk (app/staff-routes.tsx).
 * The loader fills the weekly schedule, the page's first view; the sittings depend on the
 * URL's weeks and load when their view opens.
 */
export { ExamSchedulePage } from './exam-schedule-page';

export function prefetchExamSchedule(client: QueryClient) {
  return client.ensureQueryData(examScheduleQuery);
}
