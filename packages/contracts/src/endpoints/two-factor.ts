import { loginResponseSchema } from '../auth.js';
import { emptyBodySchema } from '../common.js';
import { defineEndpoint } from '../endpoint.js';
import {
  beginEnrolmentRequestSchema,
  confirmEnrolmentRequestSchema,
  confirmEnrolmentResponseSchema,
  confirmProfileTwoFactorRequestSchema,
  confirmProfileTwoFactorResponseSchema,
  disableTwoFactorRequestSchema,
  enrolmentSecretSchema,
  replaceRecoveryCodesRequestSchema,
  replaceRecoveryCodesResponseSchema,
  twoFactorStatusSchema,
  verifySecondFactorRequestSchema,
} from '../two-factor.js';
import { adminUserParamsSchema } from '../user-admin.js';

/*
 * Two-factor sign-in (ARCHITECTURE.md, "Two-factor sign-in"): the login's second step, the
 * account's own switch (students; staff must keep it), and the admin's reset.
 */

const secondStepErrors = {
  400: [
    'ERR_TWO_FACTOR_CHALLENGE_INVALID',
    'ERR_TWO_FACTOR_CODE_WRONG',
    'ERR_TWO_FACTOR_CODE_REUSED',
    'ERR_RECOVERY_CODE_USED',
    'ERR_ACCOUNT_DEACTIVATED',
  ],
  404: ['err_user_blacklisted'],
  429: ['ERR_TOO_MANY_LOGIN_ATTEMPTS'],
} as const;

export const beginTwoFactorEnrolment = defineEndpoint({
  operationId: 'beginTwoFactorEnrolment',
  method: 'POST',
  path: '/auth/two-factor/enrolment',
  access: 'public',
  tag: 'auth',
  summary: "Start setting up an authenticator app for a login's `enrol` challenge",
  description:
    'Answers a new secret (text and QR code) for the app; a second call replaces it. ' +
    'Nothing counts until auth/two-factor/enrolment/confirm accepts a code from it.',
  body: beginEnrolmentRequestSchema,
  responses: { 200: enrolmentSecretSchema },
  errors: {
    400: ['ERR_TWO_FACTOR_CHALLENGE_INVALID', 'ERR_ACCOUNT_DEACTIVATED'],
    404: ['err_user_blacklisted'],
    409: ['ERR_TWO_FACTOR_ALREADY_ENABLED'],
  },
});

export const confirmTwoFactorEnrolment = defineEndpoint({
  operationId: 'confirmTwoFactorEnrolment',
  method: 'POST',
  path: '/auth/two-factor/enrolment/confirm',
  access: 'public',
  tag: 'auth',
  summary: 'Confirm the new secret with its first code: the login finishes',
  description:
    'Switches the second factor on and answers the session (as the login would have) with ten ' +
    'single-use recovery codes, shown this once. Wrong codes count as failed logins.',
  body: confirmEnrolmentRequestSchema(),
  responses: { 200: confirmEnrolmentResponseSchema },
  errors: { ...secondStepErrors, 409: ['ERR_TWO_FACTOR_NOT_STARTED'] },
});

export const verifySecondFactor = defineEndpoint({
  operationId: 'verifySecondFactor',
  method: 'POST',
  path: '/auth/two-factor/verify',
  access: 'public',
  tag: 'auth',
  summary: "Finish a login's `code` challenge with a code from the app or a recovery code",
  description:
    'A code is accepted once: a later one of the same (or an earlier) 30-second step is ' +
    'refused, also when two arrive together. A recovery code works once. Wrong codes count ' +
    'as failed logins (the same lock as passwords). Answers as the login would have.',
  body: verifySecondFactorRequestSchema(),
  responses: { 200: loginResponseSchema },
  errors: secondStepErrors,
});

export const getMyTwoFactor = defineEndpoint({
  operationId: 'getMyTwoFactor',
  method: 'GET',
  path: '/profile/two-factor',
  access: 'account',
  tag: 'students',
  summary: "Whether the caller's account signs in with a second factor",
  responses: { 200: twoFactorStatusSchema },
});

export const beginMyTwoFactor = defineEndpoint({
  operationId: 'beginMyTwoFactor',
  method: 'POST',
  path: '/profile/two-factor',
  access: 'account',
  tag: 'students',
  summary: 'Start switching two-factor sign-in on: a new secret for the app',
  description: 'A second call replaces the secret; it counts once a code from it is confirmed.',
  body: emptyBodySchema,
  responses: { 200: enrolmentSecretSchema },
  errors: { 409: ['ERR_TWO_FACTOR_ALREADY_ENABLED'] },
});

export const confirmMyTwoFactor = defineEndpoint({
  operationId: 'confirmMyTwoFactor',
  method: 'POST',
  path: '/profile/two-factor/confirm',
  access: 'account',
  tag: 'students',
  summary: 'Switch two-factor sign-in on with the first code from the app',
  description: 'Answers ten single-use recovery codes, shown this once. Audited.',
  body: confirmProfileTwoFactorRequestSchema(),
  responses: { 200: confirmProfileTwoFactorResponseSchema },
  errors: {
    400: ['ERR_TWO_FACTOR_CODE_WRONG'],
    409: ['ERR_TWO_FACTOR_ALREADY_ENABLED', 'ERR_TWO_FACTOR_NOT_STARTED'],
    429: ['ERR_TOO_MANY_LOGIN_ATTEMPTS'],
  },
});

export const disableMyTwoFactor = defineEndpoint({
  operationId: 'disableMyTwoFactor',
  method: 'POST',
  path: '/profile/two-factor/disable',
  access: 'account',
  tag: 'students',
  summary: 'Switch two-factor sign-in off, given the password and a code',
  description:
    'Staff cannot: their role requires it (409). A wrong password or code counts as a ' +
    'failed login. Audited.',
  body: disableTwoFactorRequestSchema(),
  responses: { 204: null },
  errors: {
    400: [
      'ERR_CURRENT_PASSWORD_IS_WRONG',
      'ERR_TWO_FACTOR_CODE_WRONG',
      'ERR_TWO_FACTOR_CODE_REUSED',
      'ERR_RECOVERY_CODE_USED',
    ],
    409: ['ERR_TWO_FACTOR_NOT_ENABLED', 'ERR_TWO_FACTOR_REQUIRED'],
    429: ['ERR_TOO_MANY_LOGIN_ATTEMPTS'],
  },
});

export const replaceMyRecoveryCodes = defineEndpoint({
  operationId: 'replaceMyRecoveryCodes',
  method: 'POST',
  path: '/profile/two-factor/recovery-codes',
  access: 'account',
  tag: 'students',
  summary: 'Replace the recovery codes with ten new ones, given a current code from the app',
  description:
    'The old codes stop working at once; the new ones are answered this once (only their ' +
    'hashes are kept). A code from the app, not a recovery code, confirms it; a wrong or ' +
    'reused code counts as a failed login. Audited; the user is mailed. Staff and students.',
  body: replaceRecoveryCodesRequestSchema(),
  responses: { 200: replaceRecoveryCodesResponseSchema },
  errors: {
    400: ['ERR_TWO_FACTOR_CODE_WRONG', 'ERR_TWO_FACTOR_CODE_REUSED'],
    409: ['ERR_TWO_FACTOR_NOT_ENABLED'],
    429: ['ERR_TOO_MANY_LOGIN_ATTEMPTS'],
  },
});

export const getUserTwoFactor = defineEndpoint({
  operationId: 'getUserTwoFactor',
  method: 'GET',
  path: '/admin/users/:id/two-factor',
  access: 'admin',
  tag: 'users',
  summary: "Whether a user's account signs in with a second factor",
  params: adminUserParamsSchema,
  responses: { 200: twoFactorStatusSchema },
  errors: { 404: ['ERR_USER_NOT_EXISTS'] },
});

export const resetUserTwoFactor = defineEndpoint({
  operationId: 'resetUserTwoFactor',
  method: 'POST',
  path: '/admin/users/:id/two-factor/reset',
  access: 'admin',
  tag: 'users',
  summary: "Remove a user's second factor (a lost phone); every session of the user ends",
  description:
    'Secret and recovery codes are deleted; staff set up a new app at their next login, a ' +
    'student may switch it on again. Audited; the user is mailed. Not for your own account.',
  params: adminUserParamsSchema,
  body: emptyBodySchema,
  responses: { 204: null },
  errors: {
    404: ['ERR_USER_NOT_EXISTS'],
    409: ['ERR_USER_ADMIN_SELF', 'ERR_TWO_FACTOR_NOT_ENABLED'],
  },
});
