import type { QueryClient } from '@tanstack/react-query';
import { directionsQuery, lastOpenedLectureQuery, myAnnouncementsQuery } from '../api/queries';

/**
 * The dashboard's loader: the directions with their subjects, the lecture to continue
 * with, and the announcements. A file of its own so that the dashboard's chunk (dashboard-screen.ts) does not take
 * the other screens' prefetching and the API modules it names.
 */
export function prefetchDashboard(client: QueryClient) {
  return Promise.all([
    client.ensureQueryData(directionsQuery),
    client.ensureQueryData(lastOpenedLectureQuery),
    client.ensureQueryData(myAnnouncementsQuery),
  ]);
}
