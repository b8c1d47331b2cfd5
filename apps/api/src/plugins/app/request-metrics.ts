import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import type { Registry } from 'prom-client';

declare module 'fastify' {
  interface FastifyInstance {
    /** What /metrics reports; null while METRICS_TOKEN is not set (nothing is measured). */
    metricsRegistry: Registry | null;
  }
}

/**
 * The route label of a request no route matched: one label for every unknown path, so that
 * requests for made-up URLs cannot add series without end.
 */
export const UNMATCHED_ROUTE = 'unmatched';

/**
 * Times every answer into a histogram labelled by the route's pattern (`/v1/lectures/:id`,
 * never the URL itself), method and status code, and collects prom-client's default
 * Node.js metrics, all into the registry /metrics reports (plugins/app/metrics.ts).
 *
 * Registered before every other plugin: a route's hooks are fixed when it is added, so only
 * routes added after this plugin are timed. Each route gets a hook of its own that knows
 * its pattern (`request.routeOptions` would build a new object on every read); the time is
 * Fastify's `reply.elapsedTime`. With METRICS_TOKEN unset nothing is registered and no
 * request pays anything; prom-client is not even imported (ARCHITECTURE.md, "Speed and
 * memory").
 */
async function requestMetrics(app: FastifyInstance) {
  if (!app.config.metricsToken) {
    app.decorate('metricsRegistry', null);
    return;
  }
  const { collectDefaultMetrics, Histogram, Registry } = await import('prom-client');
  const registry = new Registry();
  collectDefaultMetrics({ register: registry });
  const durations = new Histogram({
    name: 'http_request_duration_seconds',
    help: 'Time from a request arriving to its answer being sent, by route pattern, method and status code',
    labelNames: ['route', 'method', 'status_code'] as const,
    registers: [registry],
  });
  const observe = (route: string, request: FastifyRequest, reply: FastifyReply) => {
    durations.observe(
      { route, method: request.method, status_code: reply.statusCode },
      reply.elapsedTime / 1000,
    );
  };

  app.addHook('onRoute', (routeOptions) => {
    const route = routeOptions.url;
    const own = routeOptions.onResponse ? [routeOptions.onResponse].flat() : [];
    // A new array: the route's options may share the one they were given with its HEAD route.
    routeOptions.onResponse = [
      ...own,
      (request, reply, done) => {
        observe(route, request, reply);
        done();
      },
    ];
  });
  // What no route matched is answered by the not-found handler, which is no route.
  app.addHook('onResponse', (request, reply, done) => {
    if (request.is404) observe(UNMATCHED_ROUTE, request, reply);
    done();
  });

  app.decorate('metricsRegistry', registry);
}

export default fp(requestMetrics, { name: 'request-metrics' });
