import {
  changePasswordRequestSchema,
  forgotPasswordRequestSchema,
  linkRequestResponseSchema,
  loginRequestSchema,
  loginResponseSchema,
  logoutRequestSchema,
  passwordLinkResponseSchema,
  refreshTokenRequestSchema,
  refreshTokenResponseSchema,
  resendVerificationRequestSchema,
  resetPasswordRequestSchema,
  setPasswordRequestSchema,
  setPasswordResponseSchema,
  verificationResponseSchema,
} from '../auth.js';
import { emptyBodySchema } from '../common.js';
import { defineEndpoint } from '../endpoint.js';

export const login = defineEndpoint({
  operationId: 'login',
  method: 'POST',
  path: '/auth/login',
  access: 'public',
  tag: 'auth',
  summary: 'Log in with e-mail and password',
  description:
    'Too many failures for the account or the address answer 429 ' +
    'ERR_TOO_MANY_LOGIN_ATTEMPTS with Retry-After. A success sets an HttpOnly device ' +
    "cookie; sent back, it spares that browser the account's lock (not the address's) " +
    'until it fails as often itself. With `isTemporaryPassword` the access ' +
    'token opens auth/set-password only and `refreshToken` is empty. An account with a ' +
    'second factor (all staff, students who switched it on) answers `secondFactor` ' +
    'instead of a session: both tokens are empty and auth/two-factor/* finishes the login.',
  body: loginRequestSchema(),
  responses: { 200: loginResponseSchema },
  errors: {
    400: [
      'ERR_USER_PASSWORD_IS_WRONG',
      'ERR_TEMPORARY_PASSWORD_EXPIRED',
      'ERR_ACCOUNT_DEACTIVATED',
    ],
    404: ['ERR_USER_NOT_EXISTS', 'err_user_blacklisted'],
    429: ['ERR_TOO_MANY_LOGIN_ATTEMPTS'],
  },
});

export const refreshToken = defineEndpoint({
  operationId: 'refreshToken',
  method: 'POST',
  path: '/auth/refresh-token',
  access: 'public',
  tag: 'auth',
  summary: 'Exchange a refresh token for a new token pair (the old one is spent)',
  description:
    'An unknown, expired or spent token is refused; reusing a spent token ends its whole ' +
    'session.',
  body: refreshTokenRequestSchema,
  responses: { 200: refreshTokenResponseSchema },
  errors: { 401: ['ERR_REFRESH_TOKEN_INVALID'], 404: ['err_user_blacklisted'] },
});

export const logout = defineEndpoint({
  operationId: 'logout',
  method: 'POST',
  path: '/auth/logout',
  access: 'public',
  tag: 'auth',
  summary: "End the refresh token's session",
  description: 'Every access token of the session is refused from then on.',
  body: logoutRequestSchema,
  responses: { 204: null },
});

export const forgotPassword = defineEndpoint({
  operationId: 'forgotPassword',
  method: 'POST',
  path: '/auth/forgot-password',
  access: 'public',
  tag: 'auth',
  summary: 'Mail a link to choose a new password (the same answer whatever the e-mail)',
  description:
    'The link works once, for one hour; a newer one replaces it. One request per address a ' +
    'minute is taken, for any address, and the answer says whether this one was and when ' +
    'the next will be. Known and unknown e-mails get the same answer.',
  body: forgotPasswordRequestSchema(),
  responses: { 200: linkRequestResponseSchema },
});

export const resetPassword = defineEndpoint({
  operationId: 'resetPassword',
  method: 'POST',
  path: '/auth/reset-password',
  access: 'link',
  tag: 'auth',
  summary: "Choose a new password with the reset link's token (as bearer)",
  description:
    'Ends every session of the account and mails a notice. A missing, unknown, used or ' +
    'expired link is refused with 400, never 401.',
  body: resetPasswordRequestSchema(),
  responses: { 204: null },
  errors: { 400: ['ERR_TOKEN_INVALID'], 404: ['err_user_blacklisted'] },
});

export const setPassword = defineEndpoint({
  operationId: 'setPassword',
  method: 'POST',
  path: '/auth/set-password',
  access: 'link',
  tag: 'auth',
  summary: 'Replace a temporary password, or set the first one with a mailed link',
  description:
    'Bearer: the access token of a temporary-password login, or the token of a ' +
    'set-password link. Answers a token pair (a session as without "remember me"). With a ' +
    'link, an account with a second factor, or staff who must set one up (an invitation), ' +
    'answer `secondFactor` as the login does: the password is saved, both tokens are empty ' +
    'and auth/two-factor/* starts the session.',
  body: setPasswordRequestSchema(),
  responses: { 200: setPasswordResponseSchema },
  errors: {
    400: [
      'ERR_TOKEN_INVALID',
      'ERR_TEMPORARY_PASSWORD_EXPIRED',
      'ERR_USER_PASSWORD_EQUAL_TEMPORARY_PASSWORD',
    ],
    404: ['err_user_blacklisted'],
  },
});

export const checkPasswordLink = defineEndpoint({
  operationId: 'checkPasswordLink',
  method: 'GET',
  path: '/auth/password-link',
  access: 'link',
  tag: 'auth',
  summary: 'Whether a reset or set-password bearer can still be used, without spending it',
  description:
    'Bearer: as for auth/reset-password or auth/set-password. Checks it by their rules and ' +
    'answers what it is for and the e-mail of its account, or why it cannot be used; the ' +
    'link stays unused. The screens ask before showing the form.',
  responses: { 200: passwordLinkResponseSchema },
  errors: { 404: ['err_user_blacklisted'] },
});

export const verifyEmail = defineEndpoint({
  operationId: 'verifyEmail',
  method: 'POST',
  path: '/auth/verification',
  access: 'link',
  tag: 'auth',
  summary: "Confirm an applicant's e-mail with the mailed link's token (as bearer)",
  description:
    'Answers an access token of the user. A spent link of a verified user answers 409; an ' +
    'unknown, malformed or expired link 400 (never 401, which would make the client ' +
    'refresh its session).',
  body: emptyBodySchema,
  responses: { 200: verificationResponseSchema },
  errors: {
    400: ['ERR_TOKEN_INVALID'],
    404: ['err_user_blacklisted'],
    409: ['ERR_USER_HAS_ALREADY_BEEN_VERIFIED'],
  },
});

export const resendVerification = defineEndpoint({
  operationId: 'resendVerification',
  method: 'POST',
  path: '/auth/verification/resend',
  access: 'public',
  tag: 'auth',
  summary: 'Mail a fresh verification link (the same answer whatever the e-mail)',
  description:
    'One request per address a minute is taken (the sign-up mails the first link), for any ' +
    'address, and the answer says whether this one was and when the next will be. Known ' +
    'and unknown e-mails get the same answer.',
  body: resendVerificationRequestSchema(),
  responses: { 200: linkRequestResponseSchema },
});

export const changePassword = defineEndpoint({
  operationId: 'changePassword',
  method: 'PATCH',
  path: '/students/password',
  access: 'account',
  tag: 'students',
  summary: 'Change the password, given the current one',
  description:
    'Ends the other sessions of the account (this one stays) and mails a notice. Wrong ' +
    "current passwords count as failed logins; the session is not held by the account's " +
    'lock until it fails as often itself.',
  body: changePasswordRequestSchema(),
  responses: { 204: null },
  errors: {
    400: ['ERR_CURRENT_PASSWORD_IS_WRONG', 'ERR_NEW_PASSWORD_EQUALS_CURRENT'],
    404: ['ERR_USER_NOT_EXISTS'],
    429: ['ERR_TOO_MANY_LOGIN_ATTEMPTS'],
  },
});
