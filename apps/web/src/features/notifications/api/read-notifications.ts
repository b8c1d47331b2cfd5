import { notificationEndpoints } from '@academy/contracts';
import type { QueryClient } from '@tanstack/react-query';
import { endpointMutation, invalidateEndpoints } from '../../../shared/api/endpoint-query';
import { tellOtherTabs } from '../notification-tabs';

/** What reading changes: the list's read marks and the bell's number. */
export const refreshNotifications = (client: QueryClient) =>
  invalidateEndpoints(client, [
    notificationEndpoints.listMyNotifications,
    notificationEndpoints.getMyUnreadNotifications,
  ]);

/** After marking read: this tab's bell and list, and the other tabs'. */
function afterReading(client: QueryClient) {
  tellOtherTabs({ id: null });
  return refreshNotifications(client);
}

/** One notification read (opening it); nothing to tell the user if it fails. */
export const readNotificationMutation = endpointMutation(notificationEndpoints.readMyNotification, {
  request: { toast: false },
  onSettled: (_answer, _error, _input, _result, { client }) => afterReading(client),
});

/** Every notification read ("Mark all as read"); a failure is told by the client's toast. */
export const readAllNotificationsMutation = endpointMutation(
  notificationEndpoints.readAllMyNotifications,
  {
    onSettled: (_answer, _error, _input, _result, { client }) => afterReading(client),
  },
);
