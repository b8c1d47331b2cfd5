import { endpoints } from '@academy/contracts';
import type { FastifyPluginAsync } from 'fastify';
import { route } from '../../routing/route.js';
import { createExamScheduleService } from './service.js';

/** Public group: the exam schedule that the sign-up wizard's exam-date step shows. */
export const examScheduleRoutes: FastifyPluginAsync = async (app) => {
  const service = createExamScheduleService({ db: app.db, now: app.now });

  route(app, endpoints.weekDays, () => service.weekDays());

  route(app, endpoints.weekDaysAvailable, (request) => service.available(request.query));
};
