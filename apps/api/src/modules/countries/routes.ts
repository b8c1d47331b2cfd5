import { apiPaths, countriesResponseSchema } from '@academy/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorResponses } from '../../lib/route-schemas.js';
import { createCountriesService } from './service.js';

/** Reference data for the sign-up form's country select. */
export const countriesRoutes: FastifyPluginAsyncZod = async (app) => {
  const service = createCountriesService({ db: app.db });

  app.get(
    `/${apiPaths.countries}`,
    {
      schema: {
        tags: ['reference data'],
        summary: 'Countries (ISO 3166-1), sorted by name',
        response: { 200: countriesResponseSchema, ...errorResponses() },
      },
    },
    async (_request, reply) => {
      // The list changes only with a release; a browser may keep it for an hour.
      reply.header('cache-control', 'public, max-age=3600');
      return service.list();
    },
  );
};
