import { PassThrough } from 'node:stream';
import { endpoints, LAST_EVENT_ID_HEADER } from '@academy/contracts';
import type { FastifyPluginAsync } from 'fastify';
import { route } from '../../routing/route.js';
import { createPreferencesService } from './preferences.js';
import { createNotificationsService } from './service.js';
import { createNotificationStreams, NOTIFICATIONS_CHANNEL } from './streams.js';

/** Account group: every signed-in user's own notifications (ARCHITECTURE.md, "Notifications"). */
export const notificationsRoutes: FastifyPluginAsync = async (app) => {
  const notifications = createNotificationsService({ db: app.db, now: app.now });
  const preferences = createPreferencesService({ db: app.db, unitOfWork: app.unitOfWork });
  const streams = createNotificationStreams({ db: app.db, log: app.log });
  await app.keepNotified(NOTIFICATIONS_CHANNEL, streams);
  // A session ended or a user blocked, in any process, ends their streams at once.
  const unwatch = app.watchAccessState((userId) => streams.accessChanged(userId));
  // Open streams end before the server waits for its requests: a shutdown is not held up.
  app.addHook('preClose', (done) => {
    unwatch();
    streams.endAll();
    done();
  });

  route(app, endpoints.listMyNotifications, (request) =>
    notifications.list(request.user.id, request.query),
  );
  route(app, endpoints.getMyUnreadNotifications, (request) =>
    notifications.unread(request.user.id),
  );
  route(app, endpoints.readMyNotification, (request) =>
    notifications.read(request.user.id, request.params.id),
  );
  route(app, endpoints.readAllMyNotifications, (request) => notifications.readAll(request.user.id));
  route(app, endpoints.getMyNotificationPreferences, (request) => preferences.get(request.user));
  route(app, endpoints.updateMyNotificationPreferences, (request) =>
    preferences.update(request.user, request.body),
  );
  route(app, endpoints.streamMyNotifications, async (request, reply) => {
    const output = new PassThrough();
    const stream = await streams.open({
      userId: request.user.id,
      lastEventId: request.headers[LAST_EVENT_ID_HEADER],
      output,
      // The same guard as the request's: a session ended, a user blocked or a token expired
      // ends the stream.
      check: () => app.authenticate(request),
    });
    request.raw.on('close', () => stream.end());
    return (
      reply
        .type('text/event-stream; charset=utf-8')
        .header('cache-control', 'no-cache, no-transform')
        // Not compressed nor buffered on the way: each event is sent as it happens.
        .header('content-encoding', 'identity')
        .header('x-accel-buffering', 'no')
        .send(output)
    );
  });
};
