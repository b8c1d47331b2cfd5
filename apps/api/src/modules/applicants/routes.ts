import { endpoints } from '@academy/contracts';
import type { FastifyPluginAsync } from 'fastify';
import { route } from '../../routing/route.js';
import { APPLICANT_CHANNEL, createApplicantCopies } from './applicant-copies.js';
import { createApplicantsService } from './service.js';

/** Account group: an applicant's (or former applicant's) own application. */
export const applicantsRoutes: FastifyPluginAsync = async (app) => {
  const answers = createApplicantCopies(app.now);
  await app.keepNotified(APPLICANT_CHANNEL, answers.copies);
  const service = createApplicantsService({ db: app.db, answers });

  route(app, endpoints.getMyApplication, (request) => service.me(request.user.id));
};
