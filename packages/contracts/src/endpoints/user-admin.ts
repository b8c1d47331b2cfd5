import { linkRequestResponseSchema } from '../auth.js';
import { bulkResponseSchema } from '../bulk.js';
import { defineEndpoint } from '../endpoint.js';
import {
  adminUserParamsSchema,
  adminUserSchema,
  adminUsersQuerySchema,
  adminUsersResponseSchema,
  blacklistRequestSchema,
  bulkBlacklistRequestSchema,
  bulkResetLinkRequestSchema,
  changeRoleRequestSchema,
} from '../user-admin.js';

/* The admin's user management (ARCHITECTURE.md, "Users"). Admins only. */

const admin = { access: 'admin', tag: 'users' } as const;

export const listAdminUsers = defineEndpoint({
  ...admin,
  operationId: 'listAdminUsers',
  method: 'GET',
  path: '/admin/users',
  summary: 'Users, newest first: search by name or e-mail, filter by role and blacklisting',
  query: adminUsersQuerySchema,
  responses: { 200: adminUsersResponseSchema },
});

export const getAdminUser = defineEndpoint({
  ...admin,
  operationId: 'getAdminUser',
  method: 'GET',
  path: '/admin/users/:id',
  summary: "A user's profile, enrolments, access, certificates and progress per subject",
  params: adminUserParamsSchema,
  responses: { 200: adminUserSchema },
  errors: { 404: ['ERR_USER_NOT_EXISTS'] },
});

export const blacklistUser = defineEndpoint({
  ...admin,
  operationId: 'blacklistUser',
  method: 'POST',
  path: '/admin/users/:id/blacklist',
  summary:
    'Block an account, with the reason: every session ends at once and its calls are refused',
  params: adminUserParamsSchema,
  body: blacklistRequestSchema(),
  responses: { 200: adminUserSchema },
  errors: {
    404: ['ERR_USER_NOT_EXISTS'],
    409: ['ERR_USER_ADMIN_SELF', 'ERR_USER_ALREADY_BLACKLISTED', 'ERR_LAST_ADMIN'],
  },
});

export const restoreUser = defineEndpoint({
  ...admin,
  operationId: 'restoreUser',
  method: 'POST',
  path: '/admin/users/:id/restore',
  summary: 'Unblock an account: the user may log in again',
  params: adminUserParamsSchema,
  responses: { 200: adminUserSchema },
  errors: { 404: ['ERR_USER_NOT_EXISTS'], 409: ['ERR_USER_NOT_BLACKLISTED'] },
});

export const sendUserResetLink = defineEndpoint({
  ...admin,
  operationId: 'sendUserResetLink',
  method: 'POST',
  path: '/admin/users/:id/reset-link',
  summary: 'Mail the user a password-reset link, as forgot password does',
  description:
    'The same link and mail as forgot password, under the same one-a-minute rule per address: ' +
    'the answer says whether it was sent and when the next may be.',
  params: adminUserParamsSchema,
  responses: { 200: linkRequestResponseSchema },
  errors: { 404: ['ERR_USER_NOT_EXISTS'], 409: ['ERR_USER_IS_BLACKLISTED'] },
});

export const issueTemporaryPassword = defineEndpoint({
  ...admin,
  operationId: 'issueTemporaryPassword',
  method: 'POST',
  path: '/admin/users/:id/temporary-password',
  summary: 'Replace the password by a mailed temporary one; every session ends',
  description:
    'The temporary password is mailed to the user only: it is never in the answer or the audit log.',
  params: adminUserParamsSchema,
  responses: { 204: null },
  errors: {
    404: ['ERR_USER_NOT_EXISTS'],
    409: ['ERR_USER_ADMIN_SELF', 'ERR_USER_IS_BLACKLISTED'],
  },
});

export const changeUserRole = defineEndpoint({
  ...admin,
  operationId: 'changeUserRole',
  method: 'PATCH',
  path: '/admin/users/:id/role',
  summary: "Make a staff member a mentor or an admin; the user's sessions end",
  description:
    'Staff only: students and applicants keep their role. Nobody changes their own role, and ' +
    'the last admin stays one.',
  params: adminUserParamsSchema,
  body: changeRoleRequestSchema,
  responses: { 200: adminUserSchema },
  errors: {
    404: ['ERR_USER_NOT_EXISTS'],
    409: ['ERR_USER_ADMIN_SELF', 'ERR_ROLE_CHANGE_NOT_ALLOWED', 'ERR_LAST_ADMIN'],
  },
});

const bulkDescription =
  'Each user in a transaction of its own under the single-user rules: the answer names every ' +
  "id with null when it was done or the code of the reason it was not; one's failure changes " +
  'nothing of it and leaves the others done.';

export const blacklistUsers = defineEndpoint({
  ...admin,
  operationId: 'blacklistUsers',
  method: 'POST',
  path: '/admin/users/bulk/blacklist',
  summary: 'Block many accounts with one reason',
  description: bulkDescription,
  body: bulkBlacklistRequestSchema(),
  responses: { 200: bulkResponseSchema },
});

export const sendUsersResetLinks = defineEndpoint({
  ...admin,
  operationId: 'sendUsersResetLinks',
  method: 'POST',
  path: '/admin/users/bulk/reset-link',
  summary: 'Mail many users a password-reset link',
  description: `${bulkDescription} A link held back by the one-a-minute rule is ERR_LINK_RECENTLY_SENT.`,
  body: bulkResetLinkRequestSchema(),
  responses: { 200: bulkResponseSchema },
});
