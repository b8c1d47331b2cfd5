import { CALENDAR_FEED_PER_MINUTE, endpoints } from '@academy/contracts';
import type { FastifyPluginAsync } from 'fastify';
import { route } from '../../routing/route.js';
import { createCalendarFeedService } from './service.js';

const serviceOf = (app: Parameters<FastifyPluginAsync>[0]) =>
  createCalendarFeedService({ db: app.db, now: app.now, publicUrl: app.config.publicUrl });

/** Student group: the caller's own feed address (ARCHITECTURE.md, "Calendar feed"). */
export const calendarFeedStudentRoutes: FastifyPluginAsync = async (app) => {
  const feeds = serviceOf(app);
  route(app, endpoints.getMyCalendarFeed, (request) => feeds.status(request.user.id));
  route(app, endpoints.createMyCalendarFeed, (request) => feeds.create(request.user.id));
  route(app, endpoints.deleteMyCalendarFeed, (request) => feeds.remove(request.user.id));
};

/** Public group: the feed itself, for calendar apps, which send no token but the address's. */
export const calendarFeedPublicRoutes: FastifyPluginAsync = async (app) => {
  const feeds = serviceOf(app);
  route(
    app,
    endpoints.getCalendarFeed,
    async (request, reply) =>
      reply
        .type('text/calendar; charset=utf-8')
        .header('x-content-type-options', 'nosniff')
        // The student's own data: no shared cache keeps it.
        .header('cache-control', 'private, no-cache')
        .send(await feeds.calendar(request.params.token)),
    { perMinute: CALENDAR_FEED_PER_MINUTE },
  );
};
