import rateLimit from '@fastify/rate-limit';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { HttpError } from '../../lib/http-error.js';
import { isApiUrl } from '../../lib/urls.js';

/**
 * A global limit per client address, with stricter limits set per route (login). Counters
 * live in Redis when REDIS_URL is set, so limits hold across processes; in memory otherwise.
 * A 429 carries Retry-After (the client waits and repeats, spec §8).
 */
async function rateLimits(app: FastifyInstance) {
  const { redis } = app;
  const limits = app.config.rateLimit;

  await app.register(rateLimit, {
    global: true,
    max: limits.globalPerMinute,
    timeWindow: '1 minute',
    ...(redis ? { redis, nameSpace: 'academy-rate-limit:' } : {}),
    // A Redis outage must not take the API down with it.
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
