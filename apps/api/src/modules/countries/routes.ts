import { endpoints } from '@academy/contracts';
import type { FastifyPluginAsync } from 'fastify';
import { withEtag } from '../../lib/etag.js';
import { route } from '../../routing/route.js';
import { createCountriesService } from './service.js';

/** Public group: reference data for the sign-up form's country select. */
export const countriesRoutes: FastifyPluginAsync = async (app) => {
  const service = createCountriesService({ db: app.db });

  route(app, endpoints.countries, async (request, reply) => {
    // The list changes only with a release; a browser may keep it for an hour, then asks
    // again with its ETag.
    reply.header('cache-control', 'public, max-age=3600');
    return withEtag(request, reply, await service.list());
  });
};
