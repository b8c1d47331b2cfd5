import { linkRequestResponseSchema } from '../auth.js';
import { bulkResponseSchema } from '../bulk.js';
import { defineEndpoint } from '../endpoint.js';
import { sessionsResponseSchema } from '../sessions.js';
import {
  adminEnrolmentParamsSchema,
  adminUserParamsSchema,
  adminUserSchema,
  adminUserSessionParamsSchema,
  adminUsersQuerySchema,
  adminUsersResponseSchema,
  blacklistRequestSchema,
  bulkBlacklistRequestSchema,
  bulkResetLinkRequestSchema,
  changeEnrolmentRequestSchema,
  changeRoleRequestSchema,
  endEnrolmentRequestSchema,
  enrolStudentRequestSchema,
  inviteStaffRequestSchema,
  staffInvitationParamsSchema,
  staffInvitationSchema,
  staffInvitationsResponseSchema,
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

export const deactivateUser = defineEndpoint({
  ...admin,
  operationId: 'deactivateUser',
  method: 'POST',
  path: '/admin/users/:id/deactivate',
  summary: 'Deactivate a staff account: its sessions end at once and it cannot sign in',
  description:
    'Mentors and admins only. Its reviews and audit entries keep its name. Nobody deactivates ' +
    'themself, and the last active admin stays active.',
  params: adminUserParamsSchema,
  responses: { 200: adminUserSchema },
  errors: {
    404: ['ERR_USER_NOT_EXISTS'],
    409: [
      'ERR_USER_ADMIN_SELF',
      'ERR_USER_NOT_STAFF',
      'ERR_USER_ALREADY_DEACTIVATED',
      'ERR_LAST_ADMIN',
    ],
  },
});

export const reactivateUser = defineEndpoint({
  ...admin,
  operationId: 'reactivateUser',
  method: 'POST',
  path: '/admin/users/:id/reactivate',
  summary: 'Reactivate a staff account: it may sign in again',
  params: adminUserParamsSchema,
  responses: { 200: adminUserSchema },
  errors: { 404: ['ERR_USER_NOT_EXISTS'], 409: ['ERR_USER_NOT_DEACTIVATED'] },
});

export const listUserSessions = defineEndpoint({
  ...admin,
  operationId: 'listUserSessions',
  method: 'GET',
  path: '/admin/users/:id/sessions',
  summary: "A user's signed-in devices, most recently used first",
  params: adminUserParamsSchema,
  responses: { 200: sessionsResponseSchema },
  errors: { 404: ['ERR_USER_NOT_EXISTS'] },
});

export const endUserSession = defineEndpoint({
  ...admin,
  operationId: 'endUserSession',
  method: 'DELETE',
  path: '/admin/users/:id/sessions/:sessionId',
  summary: "Sign one of a user's devices out at once",
  params: adminUserSessionParamsSchema,
  responses: { 204: null },
  errors: { 404: ['ERR_USER_NOT_EXISTS', 'ERR_SESSION_NOT_FOUND'] },
});

export const listStaffInvitations = defineEndpoint({
  ...admin,
  operationId: 'listStaffInvitations',
  method: 'GET',
  path: '/admin/invitations',
  summary: 'Pending invitations of mentors and admins, newest first',
  responses: { 200: staffInvitationsResponseSchema },
});

export const inviteStaff = defineEndpoint({
  ...admin,
  operationId: 'inviteStaff',
  method: 'POST',
  path: '/admin/invitations',
  summary: 'Invite a mentor or an admin: a set-password link valid for 7 days is mailed',
  description: 'An address that already has an account is refused (409).',
  body: inviteStaffRequestSchema(),
  responses: { 201: staffInvitationSchema },
  errors: { 409: ['ERR_INVITATION_EMAIL_TAKEN'] },
});

export const resendStaffInvitation = defineEndpoint({
  ...admin,
  operationId: 'resendStaffInvitation',
  method: 'POST',
  path: '/admin/invitations/:id/resend',
  summary: 'Mail the invitation again with a new link; the earlier link stops working',
  description:
    'At most once a minute per invitation (429 ERR_INVITATION_RESENT_RECENTLY with ' +
    'Retry-After), and a few times a minute per admin (429 ERR_TOO_MANY_REQUESTS): an ' +
    "invited person's mailbox cannot be flooded.",
  params: staffInvitationParamsSchema,
  responses: { 200: staffInvitationSchema },
  errors: { 404: ['ERR_INVITATION_NOT_FOUND'], 429: ['ERR_INVITATION_RESENT_RECENTLY'] },
});

export const revokeStaffInvitation = defineEndpoint({
  ...admin,
  operationId: 'revokeStaffInvitation',
  method: 'DELETE',
  path: '/admin/invitations/:id',
  summary: 'Revoke a pending invitation: its link stops working and the account is removed',
  params: staffInvitationParamsSchema,
  responses: { 204: null },
  errors: { 404: ['ERR_INVITATION_NOT_FOUND'] },
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
