import { endpoints } from '@academy/contracts';
import type { FastifyPluginAsync } from 'fastify';
import { route } from '../../routing/route.js';
import { createHealthRepository } from './repository.js';
import { createHealthService } from './service.js';

/** Public group: liveness for load balancers and monitors, never rate-limited. */
export const healthRoutes: FastifyPluginAsync = async (app) => {
  const service = createHealthService(createHealthRepository(app.db));

  route(app, endpoints.health, () => service.check(), { perMinute: false });
};
