import { endpoints } from '@academy/contracts';
import type { FastifyPluginAsync } from 'fastify';
import { route } from '../../routing/route.js';
import { createHealthRepository } from './repository.js';
import { createHealthService } from './service.js';

/**
 * Public group, never rate-limited: the health check (one `select 1`, which the benchmark
 * measures), liveness (the process answers) and readiness (the database and Redis answer)
 * for load balancers, orchestrators and monitors (README.md, "Health and metrics").
 */
export const healthRoutes: FastifyPluginAsync = async (app) => {
  const service = createHealthService(createHealthRepository(app.db), { redis: app.redis });

  route(app, endpoints.health, () => service.check(), { perMinute: false });
  route(app, endpoints.healthLive, () => service.live(), { perMinute: false });
  route(app, endpoints.healthReady, () => service.ready(), { perMinute: false });
};
