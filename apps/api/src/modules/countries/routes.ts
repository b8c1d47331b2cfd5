import { endpoints } from '@academy/contracts';
import type { FastifyPluginAsync } from 'fastify';
import { route } from '../../routing/route.js';
import { createCountriesService } from './service.js';

/** Public group: reference data for the sign-up form's country select. */
export const countriesRoutes: FastifyPluginAsync = async (app) => {
  const service = createCountriesService({ db: app.db });

  route(app, endpoints.countries, (_request, reply) => {
    // The list changes only with a release; a browser may keep it for an hour.
    reply.header('cache-control', 'public, max-age=3600');
    return service.list();
  });
};
