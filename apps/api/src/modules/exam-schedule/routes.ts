import { endpoints } from '@academy/contracts';
import type { FastifyPluginAsync } from 'fastify';
import { withEtag } from '../../lib/etag.js';
import { route } from '../../routing/route.js';
import { createExamScheduleService } from './service.js';

/** Public group: the exam schedule that the sign-up wizard's exam-date step shows. */
export const examScheduleRoutes: FastifyPluginAsync = async (app) => {
  const service = createExamScheduleService({ db: app.db, now: app.now });

  // Both change when staff edit the schedule or a seat is booked: a browser asks every time
  // (no-cache), and gets 304 without the list while its copy is current.
  route(app, endpoints.weekDays, async (request, reply) => {
    reply.header('cache-control', 'no-cache');
    return withEtag(request, reply, await service.weekDays());
  });

  route(app, endpoints.weekDaysAvailable, async (request, reply) => {
    reply.header('cache-control', 'no-cache');
    return withEtag(request, reply, await service.available(request.query));
  });
};
