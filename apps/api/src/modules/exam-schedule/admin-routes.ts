import { endpoints } from '@academy/contracts';
import type { FastifyPluginAsync } from 'fastify';
import { route } from '../../routing/route.js';
import { createExamScheduleAdmin } from './admin-service.js';
import { createSittingChanges } from './sitting-changes.js';

/** Staff group (admins): the weekly schedule, its sittings and who booked them. */
export const examScheduleAdminRoutes: FastifyPluginAsync = async (app) => {
  const admin = createExamScheduleAdmin({ db: app.db, unitOfWork: app.unitOfWork, now: app.now });
  const changes = createSittingChanges({
    unitOfWork: app.unitOfWork,
    now: app.now,
    publicUrl: app.config.publicUrl,
  });

  route(app, endpoints.getExamSchedule, () => admin.schedule());

  route(app, endpoints.updateExamSchedule, (request) =>
    admin.update(request.user.id, request.body),
  );

  route(app, endpoints.listExamSlots, (request) => admin.slots(request.query));

  route(app, endpoints.listExamSlotBookings, (request) => admin.bookings(request.params.id));

  route(app, endpoints.recordExamAttendance, (request) =>
    admin.recordAttendance(
      request.user.id,
      request.params.id,
      request.params.applicantId,
      request.body.attended,
    ),
  );

  route(app, endpoints.cancelExamSitting, async (request) => {
    await changes.cancel(request.user.id, request.params.id, request.body.reason);
    return admin.bookings(request.params.id);
  });

  route(app, endpoints.moveExamSitting, async (request) =>
    admin.bookings(await changes.move(request.user.id, request.params.id, request.body)),
  );
};
