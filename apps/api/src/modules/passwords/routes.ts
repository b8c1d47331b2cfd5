import { endpoints } from '@academy/contracts';
import type { FastifyInstance, FastifyPluginAsync } from 'fastify';
import { bearerToken } from '../../lib/bearer.js';
import { prepareBurnPasswordCheck } from '../../lib/passwords.js';
import { route } from '../../routing/route.js';
import { appChallengeTokens, storedUserAgent } from '../auth/index.js';
import { createTwoFactorService } from '../two-factor/index.js';
import { createPasswordsService } from './service.js';

async function passwordsService(app: FastifyInstance) {
  await prepareBurnPasswordCheck();
  return createPasswordsService({
    db: app.db,
    unitOfWork: app.unitOfWork,
    accessTokens: app.accessTokens,
    throttle: app.loginThrottle,
    twoFactor: createTwoFactorService({
      db: app.db,
      unitOfWork: app.unitOfWork,
      secretBox: app.secretBox,
      publicUrl: app.config.publicUrl,
      now: app.now,
    }),
    challenges: await appChallengeTokens(app),
    publicUrl: app.config.publicUrl,
    now: app.now,
  });
}

/**
 * Each of these hashes a password, or (the check) tries a password link: limited per address
 * like login.
 */
const passwordRateLimit = (app: FastifyInstance) => ({
  perMinute: app.config.rateLimit.loginPerMinute,
});

/**
 * Public group: forgot, reset and set password (the last two with a link's token), and the
 * check of such a token.
 */
export const passwordLinkRoutes: FastifyPluginAsync = async (app) => {
  const service = await passwordsService(app);

  route(
    app,
    endpoints.forgotPassword,
    (request) => service.forgot(request.body.email, request.log),
    { perMinute: app.config.rateLimit.mailPerMinute },
  );

  route(
    app,
    endpoints.resetPassword,
    async (request) => {
      await service.reset(bearerToken(request), request.body, request.log);
    },
    passwordRateLimit(app),
  );

  route(
    app,
    endpoints.setPassword,
    (request) =>
      service.set(
        bearerToken(request),
        request.body,
        request.log,
        storedUserAgent(request.headers['user-agent']),
      ),
    passwordRateLimit(app),
  );

  route(
    app,
    endpoints.checkPasswordLink,
    (request) => service.check(bearerToken(request), request.log),
    passwordRateLimit(app),
  );
};

/** Account group: a signed-in user changes their password. */
export const passwordChangeRoutes: FastifyPluginAsync = async (app) => {
  const service = await passwordsService(app);

  route(
    app,
    endpoints.changePassword,
    async (request) => {
      await service.change(request.user, request.body, {
        log: request.log,
        address: request.ip,
      });
    },
    passwordRateLimit(app),
  );
};
