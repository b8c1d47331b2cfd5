import type { QueryClient } from '@tanstack/react-query';
import { mySessionsQuery, myTwoFactorQuery } from './api/queries';

/* The staff's own account's chunk (app/staff-routes.tsx): the screens and their prefetching. */

export { ChangePasswordPage } from './change-password-page';
export { StaffAccountPage } from './staff-account-page';

/** /admin/account: the devices and the two-step verification's state, beside the staff frame's. */
export async function prefetchStaffAccount(client: QueryClient) {
  await Promise.all([
    client.ensureQueryData(mySessionsQuery),
    client.ensureQueryData(myTwoFactorQuery),
  ]);
}

/** /admin/account/change-password reads nothing of its own. */
export async function prefetchChangePassword() {}
