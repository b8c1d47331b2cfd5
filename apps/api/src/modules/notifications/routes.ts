import { endpoints } from '@academy/contracts';
import type { FastifyPluginAsync } from 'fastify';
import { route } from '../../routing/route.js';
import { createNotificationsService } from './service.js';

/** Account group: every signed-in user's own notifications (ARCHITECTURE.md, "Notifications"). */
export const notificationsRoutes: FastifyPluginAsync = async (app) => {
  const notifications = createNotificationsService({ db: app.db, now: app.now });
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
};
