import { endpoints } from '@academy/contracts';
import type { FastifyInstance, FastifyPluginAsync } from 'fastify';
import { route } from '../../routing/route.js';
import { createAnnouncementsService } from './service.js';

const serviceOf = (app: FastifyInstance) =>
  createAnnouncementsService({ db: app.db, unitOfWork: app.unitOfWork, now: app.now });

/** Staff group, admins only: post, list and withdraw announcements (ARCHITECTURE.md, "Announcements"). */
export const announcementsStaffRoutes: FastifyPluginAsync = async (app) => {
  const announcements = serviceOf(app);
  route(app, endpoints.listAdminAnnouncements, (request) => announcements.list(request.query));
  route(app, endpoints.createAnnouncement, (request) =>
    announcements.create(request.user.id, request.body, request.log),
  );
  route(app, endpoints.withdrawAnnouncement, (request) =>
    announcements.withdraw(request.user.id, request.params.id, request.log),
  );
};

/** Student group: the announcements that reach the caller. */
export const announcementsStudentRoutes: FastifyPluginAsync = async (app) => {
  const announcements = serviceOf(app);
  route(app, endpoints.listMyAnnouncements, (request) => announcements.mine(request.user.id));
};
