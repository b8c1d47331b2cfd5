import { endpoints } from '@academy/contracts';
import type { FastifyPluginAsync } from 'fastify';
import { route } from '../../routing/route.js';
import { createStudentsService } from './service.js';

/** Account group: the caller's own data. */
export const studentsRoutes: FastifyPluginAsync = async (app) => {
  const service = createStudentsService({ db: app.db, now: app.now, unitOfWork: app.unitOfWork });

  route(app, endpoints.getMe, (request) => service.me(request.user.id, request.user.sessionId));
};

/** Student group: the caller's edit of their own name and phone. */
export const studentsProfileRoutes: FastifyPluginAsync = async (app) => {
  const service = createStudentsService({ db: app.db, now: app.now, unitOfWork: app.unitOfWork });

  route(app, endpoints.updateMyProfile, (request) =>
    service.updateProfile(request.user.id, request.body),
  );
};
