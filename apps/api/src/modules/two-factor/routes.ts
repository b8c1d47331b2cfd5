import { endpoints } from '@academy/contracts';
import type { FastifyBaseLogger, FastifyInstance, FastifyPluginAsync } from 'fastify';
import { prepareBurnPasswordCheck } from '../../lib/passwords.js';
import { route } from '../../routing/route.js';
import { createTwoFactorProfile } from './profile.js';
import { createTwoFactorService } from './service.js';

function twoFactorService(app: FastifyInstance) {
  return createTwoFactorService({
    db: app.db,
    unitOfWork: app.unitOfWork,
    secretBox: app.secretBox,
    publicUrl: app.config.publicUrl,
    now: app.now,
  });
}

/**
 * Account group: the caller's own second factor. Checking a code or a password is limited
 * per address like login.
 */
export const twoFactorProfileRoutes: FastifyPluginAsync = async (app) => {
  await prepareBurnPasswordCheck();
  const twoFactor = twoFactorService(app);
  const profile = createTwoFactorProfile({
    db: app.db,
    unitOfWork: app.unitOfWork,
    throttle: app.loginThrottle,
    twoFactor,
    now: app.now,
  });
  const limit = { perMinute: app.config.rateLimit.loginPerMinute };
  const caller = (request: {
    user: { id: number; sessionId: string | null };
    ip: string;
    log: FastifyBaseLogger;
  }) => ({
    id: request.user.id,
    sessionId: request.user.sessionId,
    address: request.ip,
    log: request.log,
  });

  route(app, endpoints.getMyTwoFactor, (request) => profile.status(request.user.id));
  route(app, endpoints.beginMyTwoFactor, (request) => profile.begin(request.user.id), limit);
  route(
    app,
    endpoints.confirmMyTwoFactor,
    (request) => profile.confirm(caller(request), request.body.code),
    limit,
  );
  route(
    app,
    endpoints.replaceMyRecoveryCodes,
    (request) => profile.replaceRecoveryCodes(caller(request), request.body.code),
    limit,
  );
  route(
    app,
    endpoints.disableMyTwoFactor,
    async (request) => {
      await profile.disable(caller(request), request.body);
    },
    limit,
  );
};

/** Staff group (admins): a user's second factor, and its reset. */
export const twoFactorAdminRoutes: FastifyPluginAsync = async (app) => {
  const twoFactor = twoFactorService(app);
  route(app, endpoints.getUserTwoFactor, (request) => twoFactor.statusOf(request.params.id));
  route(app, endpoints.resetUserTwoFactor, async (request) => {
    await twoFactor.reset(request.user.id, request.params.id, request.log);
  });
};
