import { type Country, endpoints } from '@academy/contracts';
import type { FastifyPluginAsync } from 'fastify';
import { type JsonWithEtag, serialisedWithEtag, withEtag } from '../../lib/etag.js';
import { route } from '../../routing/route.js';
import { createCountriesService } from './service.js';

/** Public group: reference data for the sign-up form's country select. */
export const countriesRoutes: FastifyPluginAsync = async (app) => {
  const service = createCountriesService({ db: app.db });
  // The list changes only with a release (the seed writes it before any route runs): it is
  // read, sorted, serialised and hashed once per process. A failed read is not kept.
  let kept: Promise<JsonWithEtag<Country[]>> | null = null;
  const countries = () => {
    kept ??= service.list().then(
      (body) => serialisedWithEtag(endpoints.listCountries.responses[200], body),
      (error: unknown) => {
        kept = null;
        throw error;
      },
    );
    return kept;
  };

  route(app, endpoints.listCountries, async (request, reply) => {
    // A browser may keep the list for an hour, then asks again with its ETag.
    reply.header('cache-control', 'public, max-age=3600');
    return withEtag(request, reply, await countries());
  });
};
