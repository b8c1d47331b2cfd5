import rateLimit, {
  type FastifyRateLimitStore,
  type FastifyRateLimitStoreCtor,
} from '@fastify/rate-limit';
import LocalStore from '@fastify/rate-limit/store/LocalStore.js';
import RedisStore from '@fastify/rate-limit/store/RedisStore.js';
import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { Redis } from 'ioredis';
import { HttpError } from '../../lib/http-error.js';
import { isApiUrl } from '../../lib/urls.js';

type Incr = FastifyRateLimitStore['incr'];
type RouteOptions = Parameters<FastifyRateLimitStore['child']>[0];

/**
 * Counts in Redis and, while Redis does not answer, in this process's memory (README.md,
 * "Faults"): a limit then holds per process instead of across them, rather than not at all.
 */
class RedisOrMemoryStore implements FastifyRateLimitStore {
  constructor(
    private readonly shared: FastifyRateLimitStore,
    private readonly local: FastifyRateLimitStore,
    private readonly outage: { inMemory: boolean; log: FastifyBaseLogger },
  ) {}

  incr(...[key, callback, timeWindow, max]: Parameters<Incr>): void {
    this.shared.incr(
      key,
      (error, result) => {
        const { outage } = this;
        if (!error) {
          if (outage.inMemory) outage.log.info('rate limits: counting in Redis again');
          outage.inMemory = false;
          callback(null, result);
          return;
        }
        if (!outage.inMemory) {
          outage.log.warn({ err: error }, 'rate limits: Redis unavailable, counting in memory');
        }
        outage.inMemory = true;
        this.local.incr(key, callback, timeWindow, max);
      },
      timeWindow,
      max,
    );
  }

  child(routeOptions: RouteOptions): FastifyRateLimitStore {
    return new RedisOrMemoryStore(
      this.shared.child(routeOptions),
      this.local.child(routeOptions),
      this.outage,
    );
  }
}

function redisOrMemoryStore(redis: Redis, log: FastifyBaseLogger): FastifyRateLimitStoreCtor {
  const outage = { inMemory: false, log };
  return class extends RedisOrMemoryStore {
    constructor(options: { continueExceeding?: boolean; exponentialBackoff?: boolean }) {
      const continueExceeding = options.continueExceeding === true;
      const exponentialBackoff = options.exponentialBackoff === true;
      super(
        new RedisStore(continueExceeding, exponentialBackoff, redis, 'academy-rate-limit:'),
        new LocalStore(continueExceeding, exponentialBackoff),
        outage,
      );
    }
  };
}

/**
 * A global limit per client address, with stricter limits set per route (login). Counters
 * live in Redis when REDIS_URL is set, so limits hold across processes, and in memory while
 * Redis does not answer; in memory otherwise. A 429 carries Retry-After (the client waits
 * and repeats).
 */
async function rateLimits(app: FastifyInstance) {
  const { redis } = app;
  const limits = app.config.rateLimit;

  await app.register(rateLimit, {
    global: true,
    max: limits.globalPerMinute,
    timeWindow: '1 minute',
    ...(redis ? { store: redisOrMemoryStore(redis, app.log) } : {}),
    // Whatever fails in counting must not take the API down with it.
    skipOnError: true,
    // The web app's static files and page loads are cheap and cached; the limits guard the API.
    allowList: (request) => !isApiUrl(request.url),
    errorResponseBuilder: () => new HttpError(429, 'ERR_TOO_MANY_REQUESTS'),
    onExceeded: (request) => {
      request.log.warn({ event: 'rate_limit.exceeded', url: request.routeOptions.url });
    },
  });
}

export default fp(rateLimits, { name: 'rate-limit', dependencies: ['redis'] });
