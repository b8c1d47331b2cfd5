import { apiPaths, healthResponseSchema } from '@academy/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorResponses } from '../../lib/route-schemas.js';
import { createHealthRepository } from './repository.js';
import { createHealthService } from './service.js';

export const healthRoutes: FastifyPluginAsyncZod = async (app) => {
  const service = createHealthService(createHealthRepository(app.db));

  app.get(
    `/${apiPaths.health}`,
    {
      config: { rateLimit: false },
      schema: {
        tags: ['health'],
        summary: 'Liveness and database reachability',
        response: { 200: healthResponseSchema, ...errorResponses(503) },
      },
    },
    () => service.check(),
  );
};
