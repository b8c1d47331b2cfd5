import { endpoints } from '@academy/contracts';
import type { FastifyPluginAsync } from 'fastify';
import { bearerToken } from '../../lib/bearer.js';
import { withEtag } from '../../lib/etag.js';
import { route } from '../../routing/route.js';
import { createCalendarCopies, EXAM_SCHEDULE_CHANNEL, NO_USER } from './calendar-copies.js';
import { createRebooking } from './rebooking.js';
import { availableChangesAt, createExamScheduleService } from './service.js';

/**
 * Public group: the exam schedule that the sign-up wizard's exam-date step shows, and the
 * mailed link's page that books another sitting when staff cancelled one.
 */
export const examScheduleRoutes: FastifyPluginAsync = async (app) => {
  const service = createExamScheduleService({ db: app.db, now: app.now });
  const rebooking = createRebooking({
    db: app.db,
    unitOfWork: app.unitOfWork,
    now: app.now,
    publicUrl: app.config.publicUrl,
  });
  // Both answers are kept in memory while the database announces every change to them.
  const calendar = createCalendarCopies(app.now);
  await app.keepNotified(EXAM_SCHEDULE_CHANNEL, calendar.copies);

  // Both change when staff edit the schedule or a seat is booked: a browser asks every time
  // (no-cache), and gets 304 without the list while its copy is current.
  route(app, endpoints.listWeekDays, async (request, reply) => {
    reply.header('cache-control', 'no-cache');
    const kept = await calendar.remembered(
      NO_USER,
      'week-days',
      endpoints.listWeekDays.responses[200],
      async () => ({ body: await service.weekDays() }),
    );
    return withEtag(request, reply, kept);
  });

  route(app, endpoints.listAvailableExamSlots, async (request, reply) => {
    reply.header('cache-control', 'no-cache');
    const { from, to } = request.query;
    const kept = await calendar.remembered(
      NO_USER,
      `available/${from}/${to}`,
      endpoints.listAvailableExamSlots.responses[200],
      async () => {
        const body = await service.available(request.query);
        return { body, until: availableChangesAt(body) };
      },
    );
    return withEtag(request, reply, kept);
  });

  route(app, endpoints.getExamRebooking, (request) => rebooking.show(bearerToken(request)));

  route(app, endpoints.bookExamWithLink, (request) =>
    rebooking.book(bearerToken(request), request.body.testDateTime, request.log),
  );
};
