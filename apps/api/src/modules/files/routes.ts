import { endpoints } from '@academy/contracts';
import type { FastifyPluginAsync } from 'fastify';
import { route } from '../../routing/route.js';
import { createFilesService, etagMatches } from './service.js';
import { createFileStorage } from './storage.js';

/** Public group: stored files (images, badges) by their generated id. */
export const filesRoutes: FastifyPluginAsync = async (app) => {
  const service = createFilesService({
    db: app.db,
    storage: createFileStorage(app.config.filesDir),
  });

  route(app, endpoints.filePublic, async (request, reply) => {
    const file = await service.describePublic(request.params.fileId);
    reply
      .header('etag', file.etag)
      .header('cache-control', 'public, max-age=31536000, immutable')
      .header('x-content-type-options', 'nosniff')
      // Even if a browser were to render it, a file gets no script, no plugins, no origin.
      .header('content-security-policy', "default-src 'none'; sandbox");
    if (etagMatches(request.headers['if-none-match'], file.etag)) {
      return reply.code(304).send(undefined);
    }
    return reply
      .type(file.contentType)
      .header('content-length', file.size)
      .header('content-disposition', file.contentDisposition)
      .send(service.open(file));
  });
};
