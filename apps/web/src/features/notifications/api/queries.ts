import { NOTIFICATIONS_PAGE_SIZE, notificationEndpoints } from '@academy/contracts';
import { infiniteQueryOptions, queryOptions } from '@tanstack/react-query';
import { api } from '../../../shared/api/client';
import { endpointKey, endpointQuery } from '../../../shared/api/endpoint-query';

/**
 * GET notifications/unread-count: the bell's number. A failure leaves the bell without one.
 * Kept a few seconds once the bell is gone, so that a header drawn again as the page settles
 * reads no second time; an answer landing as a session ends is dropped soon after.
 */
export const unreadNotificationsQuery = queryOptions({
  ...endpointQuery(notificationEndpoints.getMyUnreadNotifications, undefined, { toast: false }),
  gcTime: 5_000,
});

/**
 * GET notifications, a page at a time: each page's `nextCursor` is the next one's `before`.
 * Keyed by the endpoint like every read, so `invalidateEndpoints` reaches it.
 */
export const notificationsQuery = infiniteQueryOptions({
  queryKey: endpointKey(notificationEndpoints.listMyNotifications, {
    query: { limit: String(NOTIFICATIONS_PAGE_SIZE) },
  }),
  queryFn: ({ pageParam, signal }) =>
    api(
      notificationEndpoints.listMyNotifications,
      {
        query: {
          limit: String(NOTIFICATIONS_PAGE_SIZE),
          ...(pageParam === null ? {} : { before: String(pageParam) }),
        },
      },
      { signal, toast: false },
    ),
  initialPageParam: null as number | null,
  getNextPageParam: (page) => page.nextCursor,
});
