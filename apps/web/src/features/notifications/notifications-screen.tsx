/* The notifications page of both areas and its loader's prefetching, one chunk. */
import type { QueryClient } from '@tanstack/react-query';
import { notificationsQuery } from './api/queries';
import { NotificationsPage } from './notifications-page';

export { NotificationsPage };

/** The staff area's page: the same list, with the staff's introduction. */
export function StaffNotificationsPage() {
  return <NotificationsPage staff />;
}

export function prefetchNotifications(client: QueryClient) {
  return client.prefetchInfiniteQuery(notificationsQuery);
}
