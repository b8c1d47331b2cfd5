import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { Redis } from 'ioredis';

declare module 'fastify' {
  interface FastifyInstance {
    /** The shared Redis connection when REDIS_URL is set: counters that hold across processes. */
    redis: Redis | null;
  }
}

/**
 * One Redis connection for everything that counts across processes (rate limits, failed
 * logins). It fails fast instead of queueing commands while Redis is away, so the counters'
 * in-memory fallbacks take over and the API keeps answering. ioredis is imported only when
 * REDIS_URL is set: a single server without Redis does not carry it (ARCHITECTURE.md, "Speed
 * and memory").
 */
async function redisConnection(app: FastifyInstance) {
  const { redisUrl } = app.config;
  if (!redisUrl) {
    app.decorate('redis', null);
    return;
  }
  const { Redis } = await import('ioredis');
  const redis = new Redis(redisUrl, {
    maxRetriesPerRequest: 1,
    enableOfflineQueue: false,
    connectTimeout: 2000,
    // A Redis that hangs (connected, answering nothing) fails each command after half a
    // second, as a lost one fails it at once: the counting that needed it is skipped and the
    // request goes on (README.md, "Faults"), rather than waiting for ever.
    commandTimeout: 500,
  });
  redis.on('error', (error) => app.log.error({ err: error }, 'redis connection failed'));
  app.decorate('redis', redis);
  app.addHook('onClose', async () => {
    await redis.quit().catch(() => redis.disconnect());
  });
}

export default fp(redisConnection, { name: 'redis' });
