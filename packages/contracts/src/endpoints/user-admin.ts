import { linkRequestResponseSchema } from '../auth.js';
import { defineEndpoint } from '../endpoint.js';
import {
  adminEnrolmentParamsSchema,
  adminUserParamsSchema,
  adminUserSchema,
  adminUsersQuerySchema,
  adminUsersResponseSchema,
  blacklistRequestSchema,
  changeEnrolmentRequestSchema,
  changeRoleRequestSchema,
  endEnrolmentRequestSchema,
  enrolStudentRequestSchema,
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

export const enrolStudent = defineEndpoint({
  ...admin,
  operationId: 'enrolStudent',
  method: 'POST',
  path: '/admin/users/:id/enrolments',
  summary: 'Enrol a student in another direction, online or offline, with the reason',
  description:
    'The student is mailed. Access follows the existing periods: a running trial opens every ' +
    'enrolled direction, a paid plan the enrolments of its course format; no trial is started.',
  params: adminUserParamsSchema,
  body: enrolStudentRequestSchema(),
  responses: { 200: adminUserSchema },
  errors: {
    404: ['ERR_USER_NOT_EXISTS'],
    409: ['ERR_ENROLMENT_NEEDS_STUDENT', 'ERR_ENROLMENT_EXISTS'],
  },
});

export const changeEnrolment = defineEndpoint({
  ...admin,
  operationId: 'changeEnrolment',
  method: 'PATCH',
  path: '/admin/users/:id/enrolments/:directionId',
  summary: "Change an enrolment's course format, with the reason; the student is mailed",
  params: adminEnrolmentParamsSchema,
  body: changeEnrolmentRequestSchema(),
  responses: { 200: adminUserSchema },
  errors: {
    404: ['ERR_USER_NOT_EXISTS', 'ERR_ENROLMENT_NOT_FOUND'],
    409: ['ERR_ENROLMENT_FORMAT_UNCHANGED'],
  },
});

export const endEnrolment = defineEndpoint({
  ...admin,
  operationId: 'endEnrolment',
  method: 'POST',
  path: '/admin/users/:id/enrolments/:directionId/end',
  summary: 'End an enrolment, with the reason: learning in the direction closes',
  description:
    "The student's work and certificates stay; the student is mailed. Enrolling again later " +
    'starts a new enrolment.',
  params: adminEnrolmentParamsSchema,
  body: endEnrolmentRequestSchema(),
  responses: { 200: adminUserSchema },
  errors: { 404: ['ERR_USER_NOT_EXISTS', 'ERR_ENROLMENT_NOT_FOUND'] },
});
