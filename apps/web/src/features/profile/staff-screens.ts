import type { QueryClient } from '@tanstack/react-query';
import { myNotificationPreferencesQuery } from './api/notification-preferences';
import { mySessionsQuery, myTwoFactorQuery } from './api/queries';

/* The staff's own account's chunk (app/staff-routes.tsx): the screens and their prefetching. */

export { ChangePasswordPage } from './change-password-page';
export { StaffAccountPage } from './staff-account-page';

/**
 * /admin/account: the devices, the two-step verification's state and the notification
 * preferences, beside the staff frame's.
 */
export async function prefetchStaffAccount(client: QueryClient) {
  await Promise.all([
    client.ensureQueryData(mySessionsQuery),
    client.ensureQueryData(myTwoFactorQuery),
    client.ensureQueryData(myNotificationPreferencesQuery),
  ]);
}

/** /admin/account/change-password reads nothing of its own. */
export async function prefetchChangePassword() {}
