import { endpoints } from '@academy/contracts';
import type { FastifyPluginAsync } from 'fastify';
import { createListCounts } from '../../db/list-counts.js';
import { privateDownload } from '../../routing/download.js';
import { route } from '../../routing/route.js';
import { APPLICANT_CHANNEL } from '../applicants/index.js';
import { createAdmissionService } from './service.js';
import { createStaffBooking } from './staff-booking.js';

/** Staff group (admins): applicants, their exam results, admission and rejection. */
export const admissionRoutes: FastifyPluginAsync = async (app) => {
  const counts = createListCounts();
  await app.keepNotified(APPLICANT_CHANNEL, counts.copies);
  const service = createAdmissionService({
    counts,
    db: app.db,
    unitOfWork: app.unitOfWork,
    publicUrl: app.config.publicUrl,
    now: app.now,
  });

  const booking = createStaffBooking({
    unitOfWork: app.unitOfWork,
    now: app.now,
    publicUrl: app.config.publicUrl,
  });

  route(app, endpoints.listApplicants, (request) => service.list(request.query));

  route(app, endpoints.exportApplicants, async (request, reply) => {
    const { stream, fileName } = await service.exportCsv(request.query);
    return privateDownload(reply, 'text/csv; charset=utf-8', fileName).send(stream);
  });

  route(app, endpoints.getApplicant, (request) => service.detail(request.params.id));

  route(app, endpoints.recordExamResult, (request) =>
    service.recordExamResult(request.user.id, request.params.id, request.body, request.log),
  );

  route(app, endpoints.recordSittingExamResults, (request) =>
    service.recordSittingExamResults(
      request.user.id,
      request.params.id,
      request.body.results,
      request.log,
    ),
  );

  route(app, endpoints.resendApplicantVerification, (request) =>
    service.resendVerification(request.user.id, request.params.id, request.log),
  );

  route(app, endpoints.bookApplicantExam, async (request) => {
    await booking.book(request.user.id, request.params.id, request.body, request.log);
    return service.detail(request.params.id);
  });

  route(app, endpoints.sendApplicantBookingLink, (request) =>
    booking.sendLink(request.user.id, request.params.id, request.log),
  );

  route(app, endpoints.admitApplicant, (request) =>
    service.admit(request.user.id, request.params.id, request.body, request.log),
  );

  route(app, endpoints.rejectApplicant, (request) =>
    service.reject(request.user.id, request.params.id, request.body, request.log),
  );

  route(app, endpoints.recordExamResults, (request) =>
    service.recordExamResults(request.user.id, request.body, request.log),
  );

  route(app, endpoints.admitApplicants, (request) =>
    service.admitMany(request.user.id, request.body, request.log),
  );

  route(app, endpoints.rejectApplicants, (request) =>
    service.rejectMany(request.user.id, request.body, request.log),
  );

  route(app, endpoints.listAdmissionDirections, () => service.directions());
};
