import { endpoints } from '@academy/contracts';
import type { FastifyPluginAsync } from 'fastify';
import { route } from '../../routing/route.js';
import { createDashboardService } from './service.js';

/** Staff group (admins): the dashboard's figures. */
export const dashboardRoutes: FastifyPluginAsync = async (app) => {
  const dashboard = createDashboardService({ db: app.db, now: app.now });

  route(app, endpoints.getAdminDashboard, (request) => dashboard.figures(request.query.weeks));
};
