import { randomInt } from 'node:crypto';
import { TOTP_DIGITS, TOTP_PERIOD_SECONDS } from '@academy/contracts';
import { generateSecret, generateSync, generateURI, verifySync } from 'otplib';
import QRCode from 'qrcode';
import { sha256 } from '../../lib/secrets.js';

/*
 * Time-based one-time codes (RFC 6238) with otplib: SHA-1, six digits, 30-second steps, as
 * every authenticator app reads them. A code of the step before or after the server's is
 * accepted too (clocks drift; a code typed at the end of its step arrives in the next).
 */

const ISSUER = 'Academy';
const TOLERANCE_SECONDS = TOTP_PERIOD_SECONDS;

/** A new random secret: 160 bits in base32, as RFC 4226 recommends. */
export function newTotpSecret(): string {
  return generateSecret({ length: 20 });
}

/** What the enrolment shows: the secret as text, its otpauth URL, and that URL as a QR code. */
export async function enrolmentSecret(email: string, secret: string) {
  const otpauthUrl = generateURI({
    issuer: ISSUER,
    label: email,
    secret,
    digits: TOTP_DIGITS,
    period: TOTP_PERIOD_SECONDS,
  });
  const svg = await QRCode.toString(otpauthUrl, {
    type: 'svg',
    errorCorrectionLevel: 'M',
    margin: 2,
  });
  return {
    secret,
    otpauthUrl,
    qrCode: `data:image/svg+xml;base64,${Buffer.from(svg, 'utf8').toString('base64')}`,
  };
}

/**
 * The time step whose code `code` is, near `now`; null when it is no code of the secret
 * there (wrong, or from an older step: no longer valid).
 */
export function matchingTimeStep(secret: string, code: string, now: Date): number | null {
  const result = verifySync({
    secret,
    token: code,
    epoch: Math.floor(now.getTime() / 1000),
    epochTolerance: TOLERANCE_SECONDS,
    period: TOTP_PERIOD_SECONDS,
    digits: TOTP_DIGITS,
  });
  return result.valid && 'timeStep' in result ? result.timeStep : null;
}

/** The code for `at` (the demo's and the tests' helpers compute codes the same way). */
export function totpCode(secret: string, at: Date): string {
  return generateSync({
    secret,
    epoch: Math.floor(at.getTime() / 1000),
    period: TOTP_PERIOD_SECONDS,
    digits: TOTP_DIGITS,
  });
}

const RECOVERY_ALPHABET = 'abcdefghijkmnpqrstuvwxyz23456789';

/**
 * A recovery code: 16 characters of an alphabet without look-alikes (80 bits), written in
 * four groups of four.
 */
export function newRecoveryCode(): string {
  const characters = Array.from(
    { length: 16 },
    () => RECOVERY_ALPHABET[randomInt(RECOVERY_ALPHABET.length)],
  ).join('');
  return characters.match(/.{4}/g)?.join('-') ?? characters;
}

/**
 * A recovery code's stored form: SHA-256 of the user's id and the code. 80 random bits need
 * no slow hash; the id keeps equal codes of two accounts apart.
 */
export function recoveryCodeHash(userId: number, code: string): string {
  return sha256(`${userId}:${code}`);
}
