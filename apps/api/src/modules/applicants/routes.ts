import { apiPaths, applicantMeResponseSchema } from '@academy/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorResponses } from '../../lib/route-schemas.js';
import { authUser } from '../../plugins/app/authentication.js';
import { createApplicantsService } from './service.js';

export const applicantsRoutes: FastifyPluginAsyncZod = async (app) => {
  const service = createApplicantsService({ db: app.db });

  app.get(
    `/${apiPaths.applicantMe}`,
    {
      // A student was an applicant first and may still look at their application.
      preHandler: [app.authenticate, app.requireRole('applicant', 'student')],
      schema: {
        tags: ['applicants'],
        summary: "The caller's own application and exam booking",
        description:
          '403 ERR_USER_FORBIDDEN for staff; 404 ERR_APPLICANT_NOT_EXIST when the caller never applied.',
        security: [{ bearerAuth: [] }],
        response: { 200: applicantMeResponseSchema, ...errorResponses(401, 403, 404) },
      },
    },
    (request) => service.me(authUser(request).id),
  );
};
