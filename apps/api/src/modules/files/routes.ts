import { apiPaths, fileParamsSchema } from '@academy/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { emptyResponse, errorResponses } from '../../lib/route-schemas.js';
import { createFilesService, etagMatches } from './service.js';
import { createFileStorage } from './storage.js';

export const filesRoutes: FastifyPluginAsyncZod = async (app) => {
  const service = createFilesService({
    db: app.db,
    storage: createFileStorage(app.config.filesDir),
  });

  app.get(
    `/${apiPaths.filePublic(':fileId')}`,
    {
      schema: {
        tags: ['files'],
        summary: 'A stored file (images, badges); ids are immutable, so it is cached for a year',
        params: fileParamsSchema,
        response: {
          200: z.unknown().describe('The file bytes'),
          304: emptyResponse('Not modified'),
          ...errorResponses(400, 404),
        },
      },
    },
    async (request, reply) => {
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
    },
  );
};
