import { endpoints } from '@academy/contracts';
import type { FastifyPluginAsync } from 'fastify';
import { createListCounts } from '../../db/list-counts.js';
import { route } from '../../routing/route.js';
import { USER_LIST_CHANNEL } from './list-channel.js';
import { createUserAdminService } from './service.js';

/** Staff group, admins only (the endpoints' access): the user list, a user, account actions. */
export const userAdminRoutes: FastifyPluginAsync = async (app) => {
  const counts = createListCounts();
  await app.keepNotified(USER_LIST_CHANNEL, counts.copies);
  const service = createUserAdminService({
    counts,
    db: app.db,
    unitOfWork: app.unitOfWork,
    publicUrl: app.config.publicUrl,
    now: app.now,
  });

  route(app, endpoints.listAdminUsers, (request) => service.list(request.query));
  route(app, endpoints.getAdminUser, (request) => service.get(request.params.id));
  route(app, endpoints.blacklistUser, (request) =>
    service.blacklist(request.user.id, request.params.id, request.body.reason, request.log),
  );
  route(app, endpoints.blacklistUsers, (request) =>
    service.blacklistMany(request.user.id, request.body, request.log),
  );
  route(app, endpoints.sendUsersResetLinks, (request) =>
    service.sendResetLinks(request.user.id, request.body.ids, request.log),
  );
  route(app, endpoints.restoreUser, (request) =>
    service.restore(request.user.id, request.params.id, request.log),
  );
  route(app, endpoints.sendUserResetLink, (request) =>
    service.sendResetLink(request.user.id, request.params.id, request.log),
  );
  route(app, endpoints.issueTemporaryPassword, async (request) => {
    await service.issueTemporaryPassword(request.user.id, request.params.id, request.log);
  });
  route(app, endpoints.enrolStudent, (request) =>
    service.enrol(request.user.id, request.params.id, request.body, request.log),
  );
  route(app, endpoints.changeEnrolment, (request) =>
    service.changeEnrolment(
      request.user.id,
      request.params.id,
      request.params.directionId,
      request.body,
      request.log,
    ),
  );
  route(app, endpoints.endEnrolment, (request) =>
    service.endEnrolment(
      request.user.id,
      request.params.id,
      request.params.directionId,
      request.body.reason,
      request.log,
    ),
  );
  route(app, endpoints.changeUserRole, (request) =>
    service.changeRole(request.user.id, request.params.id, request.body.role, request.log),
  );

  route(app, endpoints.deactivateUser, (request) =>
    service.deactivate(request.user.id, request.params.id, request.log),
  );
  route(app, endpoints.reactivateUser, (request) =>
    service.reactivate(request.user.id, request.params.id, request.log),
  );
  route(app, endpoints.listUserSessions, (request) => service.sessions(request.params.id));
  route(app, endpoints.endUserSession, async (request) => {
    const { id, sessionId } = request.params;
    await service.endSession(request.user.id, id, sessionId, request.log);
  });
  route(app, endpoints.listStaffInvitations, () => service.invitations());
  route(app, endpoints.inviteStaff, async (request, reply) => {
    const invitation = await service.invite(request.user.id, request.body, request.log);
    return reply.code(201).send(invitation);
  });
  // Each resend mails someone: a few a minute per admin (and once a minute per invitation,
  // the service's rule).
  route(
    app,
    endpoints.resendStaffInvitation,
    (request) => service.resendInvitation(request.user.id, request.params.id, request.log),
    { perMinute: app.config.rateLimit.mailPerMinute, perUser: true },
  );
  route(app, endpoints.revokeStaffInvitation, async (request) => {
    await service.revokeInvitation(request.user.id, request.params.id, request.log);
  });
};
