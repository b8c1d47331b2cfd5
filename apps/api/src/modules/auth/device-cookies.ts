import { createHmac, hkdfSync, randomBytes } from 'node:crypto';
import { API_BASE_PATH, endpoints } from '@academy/contracts';
import type { Clock } from '../../lib/clock.js';
import { constantTimeEqual } from '../../lib/secrets.js';
import { accountKey } from './login-throttle.js';

/*
 * Device cookies (ARCHITECTURE.md, "Login lock and device cookies"): a browser that logged
 * in to an account is recognised on its next login to that account, and the account's lock
 * (login-throttle.ts) does not hold it back, so failures from elsewhere cannot keep the user
 * out.
 *
 * The value is a signed token, `<expiry>.<nonce>.<mac>`, rather than a random id stored in a
 * table: nothing to store, look up or clean up, and several processes recognise it as long as
 * they share JWT_SECRET (which they must anyway). The MAC (HMAC-SHA-256) covers the expiry,
 * the nonce and the account the login was for (the same key the lock counts under: the hash
 * of the normalised e-mail), so the cookie names its account without carrying the address or
 * its hash in clear: a cookie presented for another account, altered, expired or malformed
 * is simply not recognised. The nonce names the device, for its own count of failures.
 * A stolen cookie opens nothing by itself: it only spares its holder the account's lock, and
 * its own failures are limited like the account's.
 */

export const DEVICE_COOKIE = 'academy_device';

/** How long a browser stays recognised after its last successful login. */
export const DEVICE_COOKIE_DAYS = 180;

const MAX_AGE_SECONDS = DEVICE_COOKIE_DAYS * 24 * 60 * 60;
const NONCE_BYTES = 16;
const TOKEN_PATTERN = /^(\d{1,12})\.([\w-]{22})\.([\w-]{43})$/;

/** What `reply.setCookie` is given: the one endpoint that reads the cookie sees it, no script. */
export interface DeviceCookieOptions {
  httpOnly: true;
  secure: boolean;
  sameSite: 'strict';
  path: string;
  maxAge: number;
}

export interface DeviceCookies {
  /** A fresh cookie value for a browser that just logged in to the account of `email`. */
  issue(email: string): string;
  /**
   * The device's id (its nonce) when `value` is a cookie this server issued for the account
   * of `email` and not yet expired; null for anything else, which is then ignored.
   */
  recognise(value: string | undefined, email: string): string | null;
  options: DeviceCookieOptions;
}

/**
 * The cookies' MAC key, derived (HKDF-SHA-256) from the access-token secret with a label of
 * its own, so that no new setting or generated file is needed and the two uses never share a
 * key. Changing JWT_SECRET forgets every device: its owner logs in as from a new browser.
 */
export function deviceCookieKey(jwtSecret: Uint8Array): Buffer {
  return Buffer.from(hkdfSync('sha256', jwtSecret, '', 'academy device cookie v1', 32));
}

export function deviceCookieOptions(publicUrl: string): DeviceCookieOptions {
  return {
    httpOnly: true,
    // Set from PUBLIC_URL, the address users reach (a proxy may end TLS before the server).
    secure: new URL(publicUrl).protocol === 'https:',
    sameSite: 'strict',
    path: `${API_BASE_PATH}${endpoints.login.path}`,
    maxAge: MAX_AGE_SECONDS,
  };
}

export function createDeviceCookies(deps: {
  key: Buffer;
  publicUrl: string;
  now: Clock;
}): DeviceCookies {
  const { key, now } = deps;
  const mac = (expiry: string, nonce: string, email: string) =>
    createHmac('sha256', key)
      .update(`${expiry}.${nonce}.${accountKey(email)}`)
      .digest('base64url');
  const nowSeconds = () => Math.floor(now().getTime() / 1000);

  return {
    issue(email) {
      const expiry = String(nowSeconds() + MAX_AGE_SECONDS);
      const nonce = randomBytes(NONCE_BYTES).toString('base64url');
      return `${expiry}.${nonce}.${mac(expiry, nonce, email)}`;
    },

    recognise(value, email) {
      const parts = value === undefined ? null : TOKEN_PATTERN.exec(value);
      if (!parts) return null;
      const [, expiry = '', nonce = '', presented = ''] = parts;
      if (!constantTimeEqual(presented, mac(expiry, nonce, email))) return null;
      return Number(expiry) > nowSeconds() ? nonce : null;
    },

    options: deviceCookieOptions(deps.publicUrl),
  };
}
