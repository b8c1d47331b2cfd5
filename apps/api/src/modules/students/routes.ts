import { apiPaths, studentMeResponseSchema } from '@academy/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorResponses } from '../../lib/route-schemas.js';
import { authUser } from '../../plugins/app/authentication.js';
import { createStudentsService } from './service.js';

export const studentsRoutes: FastifyPluginAsyncZod = async (app) => {
  const service = createStudentsService({ db: app.db });

  app.get(
    `/${apiPaths.students}`,
    {
      preHandler: app.authenticate,
      schema: {
        tags: ['students'],
        summary: "The caller's own data",
        security: [{ bearerAuth: [] }],
        response: { 200: studentMeResponseSchema, ...errorResponses(401, 404) },
      },
    },
    (request) => service.me(authUser(request).id),
  );
};
