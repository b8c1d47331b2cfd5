import {
  apiPaths,
  availableQuerySchema,
  availableResponseSchema,
  weekDaysResponseSchema,
} from '@academy/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorResponses } from '../../lib/route-schemas.js';
import { createExamScheduleService } from './service.js';

/** The public exam schedule: what the sign-up wizard's exam-date step shows. */
export const examScheduleRoutes: FastifyPluginAsyncZod = async (app) => {
  const service = createExamScheduleService({ db: app.db, now: app.now });

  app.get(
    `/${apiPaths.weekDays}`,
    {
      schema: {
        tags: ['exam schedule'],
        summary: "The weekly exam schedule, in the academy's time zone",
        response: { 200: weekDaysResponseSchema, ...errorResponses() },
      },
    },
    () => service.weekDays(),
  );

  app.get(
    `/${apiPaths.weekDaysAvailable}`,
    {
      schema: {
        tags: ['exam schedule'],
        summary: 'Exam sittings with free seats, grouped by date (MM/DD/YYYY)',
        description:
          "`from` and `to` are dates in the academy's time zone, both included, at most 62 " +
          'days apart. Only sittings at least 12 hours ahead with a free seat are listed; ' +
          'dates without one are left out. 400 ERR_VALIDATION for a bad range.',
        querystring: availableQuerySchema,
        response: { 200: availableResponseSchema, ...errorResponses(400) },
      },
    },
    (request) => service.available(request.query),
  );
};
