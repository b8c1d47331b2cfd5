import { z } from 'zod';
import { secondFactorChallengeSchema } from './two-factor.js';
import {
  emailSchema,
  englishMessages,
  type MessageFormatter,
  passwordSchema,
  requiredPasswordSchema,
} from './validation.js';

/** POST auth/login */
export const loginRequestSchema = (m: MessageFormatter = englishMessages) =>
  z.strictObject({
    email: emailSchema(m),
    password: requiredPasswordSchema(m),
    isRemember: z.boolean().default(false),
  });
export type LoginRequest = z.input<ReturnType<typeof loginRequestSchema>>;

export const tokenPairSchema = z.object({
  accessToken: z.string(),
  refreshToken: z.string(),
});
export type TokenPair = z.infer<typeof tokenPairSchema>;

/**
 * The login answer. With `isTemporaryPassword` the client stores nothing and opens
 * set-password carrying `accessToken`, which then allows set-password and nothing else.
 * The spec's shape is extended by `secondFactor` (two-factor.ts): present when the account
 * needs a second step, and then both tokens are empty: the client stores nothing and asks
 * for the code (or sets up the app), and that call answers the session.
 */
export const loginResponseSchema = tokenPairSchema.extend({
  isTemporaryPassword: z.boolean(),
  secondFactor: secondFactorChallengeSchema.optional(),
});
export type LoginResponse = z.infer<typeof loginResponseSchema>;

/** POST auth/refresh-token (no bearer) */
export const refreshTokenRequestSchema = z.strictObject({
  refreshToken: z.string().min(1).max(512),
});
export type RefreshTokenRequest = z.infer<typeof refreshTokenRequestSchema>;
export const refreshTokenResponseSchema = tokenPairSchema;
export type RefreshTokenResponse = z.infer<typeof refreshTokenResponseSchema>;

/** POST auth/logout: revokes the refresh token's family. Answers 204. */
export const logoutRequestSchema = refreshTokenRequestSchema;
export type LogoutRequest = RefreshTokenRequest;

/** POST auth/forgot-password: the same answer whatever the e-mail (`LinkRequestResponse`). */
export const forgotPasswordRequestSchema = (m: MessageFormatter = englishMessages) =>
  z.strictObject({ email: emailSchema(m) });
export type ForgotPasswordRequest = z.infer<ReturnType<typeof forgotPasswordRequestSchema>>;

/**
 * The answer to a request for a mailed link (forgot password, a new verification link). A
 * link goes to an address at most once a minute, and the answer is the same for every
 * address, with an account or without: `accepted`, this request was taken (a link is mailed
 * if the address has an account that can use one), or an earlier one within the minute holds
 * the address; `retryAfterSeconds`, when the next request for the address will be taken.
 */
export const linkRequestResponseSchema = z.object({
  accepted: z.boolean(),
  retryAfterSeconds: z.number().int().positive(),
});
export type LinkRequestResponse = z.infer<typeof linkRequestResponseSchema>;

/** The second typing of a new password: required, then it must match the first. */
const confirmPasswordSchema = (m: MessageFormatter) =>
  z.string({ error: m('required') }).min(1, { error: m('required') });

/** A refinement: `confirmPassword` repeats the field `password` names, else the spec's text. */
const confirmationMatches =
  <Field extends string>(m: MessageFormatter, password: Field) =>
  (value: Record<Field | 'confirmPassword', string>, ctx: z.RefinementCtx) => {
    if (value.confirmPassword && value[password] !== value.confirmPassword) {
      ctx.addIssue({ code: 'custom', path: ['confirmPassword'], message: m('passwordMismatch') });
    }
  };

/** A new password and its confirmation, as typed. */
export const newPasswordRequestSchema = (m: MessageFormatter = englishMessages) =>
  z
    .strictObject({ password: passwordSchema(m), confirmPassword: confirmPasswordSchema(m) })
    .superRefine(confirmationMatches(m, 'password'));
export type NewPasswordRequest = z.infer<ReturnType<typeof newPasswordRequestSchema>>;

/**
 * POST auth/reset-password; the bearer is the token of the mailed reset link (single use,
 * one hour). Answers 204; every session of the account ends and a notice is mailed.
 */
export const resetPasswordRequestSchema = newPasswordRequestSchema;

/**
 * POST auth/set-password; the bearer is the access token of a temporary-password login or
 * the token of a mailed set-password link. Answers a token pair: the user is logged in (for
 * this browser session, as without "remember me"). Extended like the login's answer by
 * `secondFactor`: a mailed link proves the mailbox, not the second factor, so an account
 * that has one (`code`) or must set one up (staff, `enrol`) gets the login's challenge
 * instead, both tokens empty; the password is saved all the same, and auth/two-factor/*
 * then starts the session. (A temporary password's login has given its second step already.)
 */
export const setPasswordRequestSchema = newPasswordRequestSchema;
export const setPasswordResponseSchema = tokenPairSchema.extend({
  secondFactor: secondFactorChallengeSchema.optional(),
});
export type SetPasswordResponse = z.infer<typeof setPasswordResponseSchema>;

/** What a password screen's bearer is for: a new password (reset), or a first one (set). */
export const passwordLinkPurposes = ['reset', 'set'] as const;
export type PasswordLinkPurpose = (typeof passwordLinkPurposes)[number];

/**
 * Why a bearer cannot choose a password: `invalid`, an unknown, used, replaced or expired
 * link, or the token of a temporary login whose password was set since; `expired`, a
 * temporary password past its time.
 */
export const passwordLinkRefusals = ['invalid', 'expired'] as const;
export type PasswordLinkRefusal = (typeof passwordLinkRefusals)[number];

/**
 * GET auth/password-link; the bearer as for reset or set password. Whether that call would
 * accept it, checked by the same rules but spending nothing: what it is for and the e-mail
 * of the account, or why not.
 */
export const passwordLinkResponseSchema = z.discriminatedUnion('usable', [
  z.object({
    usable: z.literal(true),
    purpose: z.enum(passwordLinkPurposes),
    email: z.string(),
  }),
  z.object({ usable: z.literal(false), reason: z.enum(passwordLinkRefusals) }),
]);
export type PasswordLinkResponse = z.infer<typeof passwordLinkResponseSchema>;

/**
 * PATCH students/password. Answers 204; the caller's other sessions end and a notice is
 * mailed. 400 ERR_CURRENT_PASSWORD_IS_WRONG, 400 ERR_NEW_PASSWORD_EQUALS_CURRENT.
 */
export const changePasswordRequestSchema = (m: MessageFormatter = englishMessages) =>
  z
    .strictObject({
      currentPassword: requiredPasswordSchema(m),
      newPassword: passwordSchema(m),
      confirmPassword: confirmPasswordSchema(m),
    })
    .superRefine(confirmationMatches(m, 'newPassword'));
export type ChangePasswordRequest = z.infer<ReturnType<typeof changePasswordRequestSchema>>;

/** POST auth/verification (empty body, bearer = the link token). */
export const verificationResponseSchema = z.object({ accessToken: z.string() });
export type VerificationResponse = z.infer<typeof verificationResponseSchema>;

/** POST auth/verification/resend: mails a fresh link; answers a `LinkRequestResponse`. */
export const resendVerificationRequestSchema = forgotPasswordRequestSchema;
