import { createHash, timingSafeEqual } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { notFound, unauthorized } from '../../lib/http-error.js';
import { METRICS_PATH } from '../../lib/urls.js';
import { createOutboxRepository } from '../../modules/mail/index.js';
import { connectionPoolGauges, outboxGauges } from './metrics-gauges.js';

const sha256 = (text: string) => createHash('sha256').update(text, 'utf8').digest();

/**
 * Whether an Authorization header carries `Bearer <token>` with the expected token. The
 * digests are compared, so the time taken says nothing about the token, not even its length.
 */
function carriesToken(authorization: string | undefined, expected: Buffer): boolean {
  const match = /^Bearer +(\S+) *$/i.exec(authorization ?? '');
  const given = match?.[1];
  return given !== undefined && timingSafeEqual(sha256(given), expected);
}

/**
 * GET /metrics in Prometheus' text format (README.md, "Health and metrics"), outside /v1:
 * the registry request-metrics.ts fills (request durations, Node.js' default metrics), the
 * outbox's depth and the PostgreSQL pool's use (metrics-gauges.ts), read at each scrape.
 *
 * Safe by default: without METRICS_TOKEN it answers 404, as an unknown path would; with it,
 * a request without `Authorization: Bearer <METRICS_TOKEN>` gets 401. The route exists
 * either way, so that the web app's history fallback never answers it (ARCHITECTURE.md,
 * "What the server answers outside /v1").
 */
async function metrics(app: FastifyInstance) {
  const { metricsToken } = app.config;
  const registry = app.metricsRegistry;
  if (!metricsToken || !registry) {
    app.get(METRICS_PATH, { schema: { hide: true } }, async () => {
      throw notFound();
    });
    return;
  }

  await outboxGauges(
    registry,
    createOutboxRepository(app.db),
    app.log.child({ module: 'metrics' }),
  );
  if (app.databasePool) await connectionPoolGauges(registry, app.databasePool);

  const expected = sha256(metricsToken);
  app.get(METRICS_PATH, { schema: { hide: true } }, async (request, reply) => {
    if (!carriesToken(request.headers.authorization, expected)) {
      reply.header('www-authenticate', 'Bearer realm="metrics"');
      throw unauthorized();
    }
    const body = await registry.metrics();
    return reply.header('cache-control', 'no-store').type(registry.contentType).send(body);
  });
}

export default fp(metrics, {
  name: 'metrics',
  dependencies: ['request-metrics', 'error-handler', 'database'],
});
