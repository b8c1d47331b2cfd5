import { endpoints } from '@academy/contracts';
import type { FastifyInstance, FastifyPluginAsync } from 'fastify';
import { etagMatches } from '../../lib/etag.js';
import { route } from '../../routing/route.js';
import { safeHeaders, sendFile } from './send-file.js';
import { createFilesService } from './service.js';

function filesService(app: FastifyInstance) {
  return createFilesService({ db: app.db, storage: app.fileStorage });
}

/** Public group: stored public files (images, badges) by their generated id. */
export const filesRoutes: FastifyPluginAsync = async (app) => {
  const service = filesService(app);

  route(app, endpoints.getPublicFile, async (request, reply) => {
    const file = await service.describePublic(request.params.fileId);
    safeHeaders(reply)
      .header('etag', file.etag)
      .header('cache-control', 'public, max-age=31536000, immutable');
    if (etagMatches(request.headers['if-none-match'], file.etag)) {
      return reply.code(304).send(undefined);
    }
    return sendFile(reply, file, service);
  });
};

/**
 * Account group: files students attached to their answers (private), to their owner and to
 * staff. Never kept by a browser or a proxy: `private, no-store`.
 */
export const filesAccountRoutes: FastifyPluginAsync = async (app) => {
  const service = filesService(app);

  route(app, endpoints.getSubmittedFile, async (request, reply) => {
    const file = await service.describeFor(request.params.fileId, request.user);
    safeHeaders(reply).header('cache-control', 'private, no-store');
    return sendFile(reply, file, service);
  });
};
