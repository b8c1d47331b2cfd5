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
 * Brute-force protection for passwords (SECURITY.md "Login and throttling"). Failed attempts
 * are counted per account, whatever address they come from, and per address, over all
 * accounts. Once either count is full, attempts answer 429 ERR_TOO_MANY_LOGIN_ATTEMPTS with
 * Retry-After, without the password being checked, until the window that began with the
 * first failure ends. The lock is temporary, a successful login clears the account's count,
 * and resetting the password (which the lock never blocks) clears it too.
 *
 * Unknown e-mails are counted like real accounts, so the lock reveals nothing. Counters live
 * in Redis when it is configured (they hold across processes), in memory otherwise; while
 * Redis is unreachable the in-memory counters stand in.
 */

export interface LoginThrottle {
  /** Throws 429 when the account or the address has used up its failed attempts. */
  assertAllowed(email: string, address: string): Promise<void>;
  recordFailure(email: string, address: string): Promise<void>;
  /** Forgets the account's failures: after a successful login or a new password. */
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
const accountKey = (email: string) => sha256(normalizeEmail(email));

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
    async assertAllowed(email, address) {
      const waits = await Promise.all([
        lockedFor(byAccount, accountKey(email)),
        lockedFor(byAddress, address),
      ]);
      const wait = Math.max(...waits);
      if (wait > 0) {
        log.warn({ event: 'auth.login_throttled' });
        throw new TooManyRequestsError('ERR_TOO_MANY_LOGIN_ATTEMPTS', wait);
      }
    },

    async recordFailure(email, address) {
      await Promise.all([count(byAccount, accountKey(email)), count(byAddress, address)]);
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
