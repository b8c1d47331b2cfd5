import { endpoints } from '@academy/contracts';
import type { FastifyPluginAsync } from 'fastify';
import { privateDownload } from '../../routing/download.js';
import { route } from '../../routing/route.js';
import { createGradesService } from './service.js';

/** Staff group (admins): grades and records out. */
export const gradesRoutes: FastifyPluginAsync = async (app) => {
  const grades = createGradesService({
    db: app.db,
    now: app.now,
    academyName: app.config.billing.receiptIssuer.name,
  });

  route(app, endpoints.exportDirectionGrades, async (request, reply) => {
    const { stream, fileName } = await grades.csv('direction', request.params.id);
    return privateDownload(reply, 'text/csv; charset=utf-8', fileName).send(stream);
  });
  route(app, endpoints.exportSubjectGrades, async (request, reply) => {
    const { stream, fileName } = await grades.csv('subject', request.params.id);
    return privateDownload(reply, 'text/csv; charset=utf-8', fileName).send(stream);
  });
  route(app, endpoints.getStudentRecordPdf, async (request, reply) => {
    const { pdf, fileName } = await grades.record(request.params.id, request.query.language);
    return privateDownload(reply, 'application/pdf', fileName).send(pdf);
  });
};
