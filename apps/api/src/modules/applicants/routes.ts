import { endpoints } from '@academy/contracts';
import type { FastifyPluginAsync } from 'fastify';
import { route } from '../../routing/route.js';
import { createApplicantsService } from './service.js';

/** Account group: an applicant's (or former applicant's) own application. */
export const applicantsRoutes: FastifyPluginAsync = async (app) => {
  const service = createApplicantsService({ db: app.db });

  route(app, endpoints.applicantMe, (request) => service.me(request.user.id));
};
