import { notificationEndpoints } from '@academy/contracts';
import { queryOptions } from '@tanstack/react-query';
import { endpointMutation, endpointQuery } from '../../../shared/api/endpoint-query';

/*
 * How the signed-in user is told of each kind of notification (ARCHITECTURE.md,
 * "Notifications"): in the app only, by a mail at once, or in the daily digest.
 */

/** GET notification-preferences: every kind the user receives, with its mode (shown in place). */
export const myNotificationPreferencesQuery = queryOptions({
  ...endpointQuery(notificationEndpoints.getMyNotificationPreferences, undefined, { toast: false }),
  retryOnMount: false,
});

/** PUT notification-preferences: the whole choice; the answer is what was saved. */
export const saveNotificationPreferencesMutation = endpointMutation(
  notificationEndpoints.updateMyNotificationPreferences,
  {
    onSuccess: (saved, _input, _result, { client }) => {
      client.setQueryData(myNotificationPreferencesQuery.queryKey, saved);
    },
  },
);
