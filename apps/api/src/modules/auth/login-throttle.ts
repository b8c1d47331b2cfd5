import { normalizeEmail } from '@academy/contracts';
import type { FastifyBaseLogger } from 'fastify';
import type { Redis } from 'ioredis';
import {
  type RateLimiterAbstract,
  RateLimiterMemory,
  RateLimiterRedis,
  RateLimiterRes,
} from 'rate-limiter-flexible';
import type { AppConfig } from '../../config.js';
import { TooManyRequestsError } from '../../lib/http-error.js';
import { sha256 } from '../../lib/secrets.js';

/*
 * Brute-force protection for passwords (ARCHITECTURE.md, "Login lock and device cookies").
 * Failed attempts are counted per account, whatever address they come from, and per address,
 * over all accounts. Once either count is full, attempts answer 429 ERR_TOO_MANY_LOGIN_ATTEMPTS
 * with Retry-After, without the password being checked, until the window that began with the
 * first failure ends. The lock is temporary, and resetting the password (which the lock never
 * blocks) clears the account's count.
 *
 * A recognised device (a login's device cookie, device-cookies.ts; a signed-in session for a
 * password change) is not held by the account's lock, so failures from elsewhere cannot keep
 * the account's owner out. Its own failures are counted per device as well as per account
 * and per address, and a device that has used up the per-account number loses that
 * privilege until its window ends. The address's lock holds devices too.
 *
 * Unknown e-mails are counted like real accounts, so the lock reveals nothing. Counters live
 * in Redis when it is configured (they hold across processes), in memory otherwise; while
 * Redis is unreachable the in-memory counters stand in.
 */

export interface LoginThrottle {
  /**
   * Throws 429 when the address, or the account, has used up its failed attempts; `device`
   * (a recognised device's id, or null) escapes the account's lock while its own count is
   * below the per-account limit.
   */
  assertAllowed(email: string, address: string, device?: string | null): Promise<void>;
  /** Counts a failure for the account, the address and, when given, the device. */
  recordFailure(email: string, address: string, device?: string | null): Promise<void>;
  /** Forgets the account's failures: after a new password or a login from a new device. */
  clearAccount(email: string): Promise<void>;
}

interface Limits {
  perAccount: number;
  perAddress: number;
  windowSeconds: number;
}

function limiter(redis: Redis | null, keyPrefix: string, points: number, duration: number) {
  const memory = new RateLimiterMemory({ keyPrefix, points, duration });
  if (!redis) return memory;
  return new RateLimiterRedis({
    storeClient: redis,
    keyPrefix: `academy-${keyPrefix}`,
    points,
    duration,
    rejectIfRedisNotReady: true,
    insuranceLimiter: memory,
  });
}

/** Counted per normalised e-mail, kept as a hash so the counter store holds no addresses. */
export const accountKey = (email: string) => sha256(normalizeEmail(email));

/** Devices are counted under a hash of their id: the store holds nothing a cookie is made of. */
const deviceKey = (device: string) => sha256(device);

export function createLoginThrottle(deps: {
  redis: Redis | null;
  limits: Limits;
  log: FastifyBaseLogger;
}): LoginThrottle {
  const { limits, log } = deps;
  const byAccount = limiter(
    deps.redis,
    'login-fail-account',
    limits.perAccount,
    limits.windowSeconds,
  );
  const byAddress = limiter(
    deps.redis,
    'login-fail-address',
    limits.perAddress,
    limits.windowSeconds,
  );
  const byDevice = limiter(
    deps.redis,
    'login-fail-device',
    limits.perAccount,
    limits.windowSeconds,
  );

  /** Milliseconds until the key may try again; 0 when it may try now. */
  async function lockedFor(counter: RateLimiterAbstract, key: string): Promise<number> {
    try {
      const state = await counter.get(key);
      return state && state.consumedPoints >= counter.points ? state.msBeforeNext : 0;
    } catch (error) {
      // A store failure must not lock everyone out, nor let the login fail.
      log.error({ err: error }, 'login throttle unavailable');
      return 0;
    }
  }

  async function count(counter: RateLimiterAbstract, key: string): Promise<void> {
    try {
      await counter.consume(key);
    } catch (error) {
      // A full counter rejects with its state: the failure is counted all the same.
      if (!(error instanceof RateLimiterRes)) {
        log.error({ err: error }, 'login throttle unavailable');
      }
    }
  }

  return {
    async assertAllowed(email, address, device = null) {
      const [forAccount, forAddress, forDevice] = await Promise.all([
        lockedFor(byAccount, accountKey(email)),
        lockedFor(byAddress, address),
        device === null ? null : lockedFor(byDevice, deviceKey(device)),
      ]);
      const deviceExempt = forDevice === 0;
      const wait = Math.max(deviceExempt ? 0 : forAccount, forAddress);
      if (wait > 0) {
        log.warn({ event: 'auth.login_throttled', device: device !== null });
        throw new TooManyRequestsError('ERR_TOO_MANY_LOGIN_ATTEMPTS', wait);
      }
      if (deviceExempt && forAccount > 0) {
        log.info({ event: 'auth.login_lock_passed_by_device' });
      }
    },

    async recordFailure(email, address, device = null) {
      await Promise.all([
        count(byAccount, accountKey(email)),
        count(byAddress, address),
        device === null ? undefined : count(byDevice, deviceKey(device)),
      ]);
    },

    async clearAccount(email) {
      try {
        await byAccount.delete(accountKey(email));
      } catch (error) {
        log.error({ err: error }, 'login throttle unavailable');
      }
    },
  };
}

export function loginThrottleLimits(rateLimit: AppConfig['rateLimit']): Limits {
  return {
    perAccount: rateLimit.loginFailuresPerAccount,
    perAddress: rateLimit.loginFailuresPerAddress,
    windowSeconds: rateLimit.loginLockSeconds,
  };
}
