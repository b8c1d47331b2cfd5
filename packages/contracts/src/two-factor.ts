import { z } from 'zod';
import { isoDateTimeSchema } from './common.js';
import { englishMessages, type MessageFormatter, requiredPasswordSchema } from './validation.js';

/*
 * Two-factor sign-in with time-based one-time codes (RFC 6238; ARCHITECTURE.md, "Two-factor
 * sign-in"). Staff must use it; students may. A login that needs the second step answers a
 * challenge instead of a session (`loginResponseSchema`'s `secondFactor`), and one of the
 * calls below finishes it.
 */

/** Digits of a code from the authenticator app. */
export const TOTP_DIGITS = 6;
/** Seconds each code is valid for (the app's time step). */
export const TOTP_PERIOD_SECONDS = 30;
/** How many recovery codes an enrolment hands out, each usable once. */
export const RECOVERY_CODE_COUNT = 10;
/** How long a login's challenge stays usable, in seconds. */
export const TWO_FACTOR_CHALLENGE_SECONDS = 5 * 60;

/** A recovery code as handed out: four groups of four lower-case letters and digits. */
export const RECOVERY_CODE_PATTERN = /^[a-z2-9]{4}(-[a-z2-9]{4}){3}$/;
const TOTP_PATTERN = /^\d{6}$/;

/** What a login still needs: `enrol` (staff without a second factor yet) or `code`. */
export const secondFactorSteps = ['enrol', 'code'] as const;
export type SecondFactorStep = (typeof secondFactorSteps)[number];

/**
 * The part of a login answer that asks for a second step. `challengeToken` is short-lived
 * (TWO_FACTOR_CHALLENGE_SECONDS), opens only the calls below, and is no session.
 */
export const secondFactorChallengeSchema = z
  .object({
    step: z.enum(secondFactorSteps),
    challengeToken: z.string(),
    expiresInSeconds: z.number().int().positive(),
  })
  .describe(
    'Present when the password was right but a second factor is needed: `enrol`, set up an ' +
      'authenticator app first (auth/two-factor/enrolment); `code`, give a code from it or a ' +
      'recovery code (auth/two-factor/verify). The access and refresh tokens are then empty ' +
      'and no session exists yet.',
  );
export type SecondFactorChallenge = z.infer<typeof secondFactorChallengeSchema>;

/** A six-digit code from the app; spaces the user typed between digits are dropped. */
export const totpCodeSchema = (m: MessageFormatter = englishMessages) =>
  z
    .string({ error: m('required') })
    .transform((value) => value.replace(/\s+/g, ''))
    .pipe(z.string().regex(TOTP_PATTERN, { error: m('totpCode') }));

/** A code from the app or a recovery code (lower-cased, spaces dropped). */
export const secondFactorCodeSchema = (m: MessageFormatter = englishMessages) =>
  z
    .string({ error: m('required') })
    .max(64, { error: m('secondFactorCode') })
    .transform((value) => value.replace(/\s+/g, '').toLowerCase())
    .pipe(
      z.string().refine((value) => TOTP_PATTERN.test(value) || RECOVERY_CODE_PATTERN.test(value), {
        error: m('secondFactorCode'),
      }),
    );

const challengeTokenSchema = z.string().min(1).max(2048);

/** POST auth/two-factor/enrolment: start (or restart) setting up the app for a login. */
export const beginEnrolmentRequestSchema = z.strictObject({ challengeToken: challengeTokenSchema });

/**
 * A new secret to put into the authenticator app: as a QR code (an SVG data URL of
 * `otpauthUrl`) and as text for typing in. It counts only once a code from it is confirmed.
 */
export const enrolmentSecretSchema = z.object({
  secret: z.string(),
  otpauthUrl: z.string(),
  qrCode: z.string(),
});
export type EnrolmentSecret = z.infer<typeof enrolmentSecretSchema>;

/** POST auth/two-factor/enrolment/confirm: the first code, which finishes the login. */
export const confirmEnrolmentRequestSchema = (m: MessageFormatter = englishMessages) =>
  z.strictObject({ challengeToken: challengeTokenSchema, code: totpCodeSchema(m) });
export type ConfirmEnrolmentRequest = z.input<ReturnType<typeof confirmEnrolmentRequestSchema>>;

/** The recovery codes, shown this once: only their hashes are kept. */
export const recoveryCodesSchema = z.array(z.string()).length(RECOVERY_CODE_COUNT);

/**
 * A finished enrolment at login: the login's answer (the session, or with
 * `isTemporaryPassword` the set-password token), and the recovery codes to write down.
 */
export const confirmEnrolmentResponseSchema = z.object({
  accessToken: z.string(),
  refreshToken: z.string(),
  isTemporaryPassword: z.boolean(),
  recoveryCodes: recoveryCodesSchema,
});
export type ConfirmEnrolmentResponse = z.infer<typeof confirmEnrolmentResponseSchema>;

/** POST auth/two-factor/verify: a code from the app or a recovery code finishes the login. */
export const verifySecondFactorRequestSchema = (m: MessageFormatter = englishMessages) =>
  z.strictObject({ challengeToken: challengeTokenSchema, code: secondFactorCodeSchema(m) });
export type VerifySecondFactorRequest = z.input<ReturnType<typeof verifySecondFactorRequestSchema>>;

/** GET profile/two-factor and GET admin/users/{id}/two-factor. */
export const twoFactorStatusSchema = z.object({
  enabled: z.boolean(),
  /** Whether the account's role must use it (staff): it cannot be switched off then. */
  required: z.boolean(),
  enabledAt: isoDateTimeSchema.nullable(),
  recoveryCodesLeft: z.number().int().min(0),
});
export type TwoFactorStatus = z.infer<typeof twoFactorStatusSchema>;

/** POST profile/two-factor/confirm: the first code from the app switches it on. */
export const confirmProfileTwoFactorRequestSchema = (m: MessageFormatter = englishMessages) =>
  z.strictObject({ code: totpCodeSchema(m) });
export type ConfirmProfileTwoFactorRequest = z.input<
  ReturnType<typeof confirmProfileTwoFactorRequestSchema>
>;
export const confirmProfileTwoFactorResponseSchema = z.object({
  recoveryCodes: recoveryCodesSchema,
});
export type ConfirmProfileTwoFactorResponse = z.infer<typeof confirmProfileTwoFactorResponseSchema>;

/**
 * POST profile/two-factor/recovery-codes: ten new recovery codes in place of the old ones,
 * confirmed by a current code from the app. Not by a recovery code: one found code would buy
 * ten; nor by the password alone: the codes stand in for the app, so the app must be at hand.
 */
export const replaceRecoveryCodesRequestSchema = (m: MessageFormatter = englishMessages) =>
  z.strictObject({ code: totpCodeSchema(m) });
export type ReplaceRecoveryCodesRequest = z.input<
  ReturnType<typeof replaceRecoveryCodesRequestSchema>
>;
export const replaceRecoveryCodesResponseSchema = confirmProfileTwoFactorResponseSchema;
export type ReplaceRecoveryCodesResponse = z.infer<typeof replaceRecoveryCodesResponseSchema>;

/** POST profile/two-factor/disable: the password and a current code (or a recovery code). */
export const disableTwoFactorRequestSchema = (m: MessageFormatter = englishMessages) =>
  z.strictObject({ password: requiredPasswordSchema(m), code: secondFactorCodeSchema(m) });
export type DisableTwoFactorRequest = z.input<ReturnType<typeof disableTwoFactorRequestSchema>>;
