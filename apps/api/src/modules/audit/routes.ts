import { endpoints } from '@academy/contracts';
import type { FastifyPluginAsync } from 'fastify';
import { route } from '../../routing/route.js';
import { createAuditRepository } from './repository.js';

/** Staff group (admins): the audit log, newest first, filtered. */
export const auditRoutes: FastifyPluginAsync = async (app) => {
  const audit = createAuditRepository(app.db);

  route(app, endpoints.listAuditLog, (request) => audit.list(request.query));
};
