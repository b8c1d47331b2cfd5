import { endpoints } from '@academy/contracts';
import type { FastifyPluginAsync } from 'fastify';
import { privateDownload } from '../../routing/download.js';
import { route } from '../../routing/route.js';
import { createAuditCsvExport } from './csv-export.js';
import { createAuditRepository } from './repository.js';

/** Staff group (admins): the audit log, newest first, filtered, and its CSV export. */
export const auditRoutes: FastifyPluginAsync = async (app) => {
  const audit = createAuditRepository(app.db);
  const exportCsv = createAuditCsvExport({ db: app.db, now: app.now });

  route(app, endpoints.listAuditLog, (request) => audit.list(request.query));

  route(app, endpoints.exportAuditLog, async (request, reply) => {
    const { stream, fileName } = await exportCsv(request.query);
    return privateDownload(reply, 'text/csv; charset=utf-8', fileName).send(stream);
  });
};
