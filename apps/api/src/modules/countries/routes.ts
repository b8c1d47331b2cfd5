import type { Country } from '@academy/contracts';
import { endpoints } from '@academy/contracts';
import type { FastifyPluginAsync } from 'fastify';
import { jsonEtag, withEtag } from '../../lib/etag.js';
import { route } from '../../routing/route.js';
import { createCountriesService } from './service.js';

/** Public group: reference data for the sign-up form's country select. */
export const countriesRoutes: FastifyPluginAsync = async (app) => {
  const service = createCountriesService({ db: app.db });
  // The list changes only with a release (the seed writes it before any route runs): it is
  // read, sorted and hashed once per process. A failed read is not kept.
  let kept: Promise<{ body: Country[]; etag: string }> | null = null;
  const countries = () => {
    kept ??= service.list().then(
      (body) => ({ body, etag: jsonEtag(body) }),
      (error: unknown) => {
        kept = null;
        throw error;
      },
    );
    return kept;
  };

  route(app, endpoints.countries, async (request, reply) => {
    // A browser may keep the list for an hour, then asks again with its ETag.
    reply.header('cache-control', 'public, max-age=3600');
    const { body, etag } = await countries();
    return withEtag(request, reply, body, etag);
  });
};
