import type { QueryClient } from '@tanstack/react-query';
import { unreadNotificationsQuery } from '../../features/notifications/api/queries';
import { currentStudentQueryOptions } from '../../shared/session/current-student';

/**
 * What every signed-in screen's header shows: the user's name and role, and the bell's count
 * of unread notifications (read with the page's HTML: a failed count only leaves the bell
 * without a number).
 */
export function prefetchHeader(client: QueryClient) {
  return Promise.all([
    client.ensureQueryData(currentStudentQueryOptions()),
    client.prefetchQuery(unreadNotificationsQuery),
  ]);
}
