import { endpoints } from '@academy/contracts';
import type { FastifyInstance, FastifyPluginAsync, FastifyReply } from 'fastify';
import { etagMatches } from '../../lib/etag.js';
import { route } from '../../routing/route.js';
import { createFilesService, type PublicFile } from './service.js';

function filesService(app: FastifyInstance) {
  return createFilesService({ db: app.db, storage: app.fileStorage });
}

/**
 * The headers every stored file goes out with: its type is never sniffed, and even if a
 * browser were to render it, it gets no script, no plugins, no origin.
 */
function safeHeaders(reply: FastifyReply): FastifyReply {
  return reply
    .header('x-content-type-options', 'nosniff')
    .header('content-security-policy', "default-src 'none'; sandbox");
}

async function sendFile(
  reply: FastifyReply,
  file: PublicFile,
  service: ReturnType<typeof filesService>,
): Promise<FastifyReply> {
  const bytes = await service.open(file);
  return reply
    .type(file.contentType)
    .header('content-length', file.size)
    .header('content-disposition', file.contentDisposition)
    .send(bytes);
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
