import { endpoints } from '@academy/contracts';
import type { FastifyPluginAsync } from 'fastify';
import { prepareBurnPasswordCheck } from '../../lib/passwords.js';
import { route } from '../../routing/route.js';
import { createAuthService } from './service.js';

/** Public group: log in, refresh, log out. */
export const authRoutes: FastifyPluginAsync = async (app) => {
  const service = createAuthService({
    db: app.db,
    accessTokens: app.accessTokens,
    throttle: app.loginThrottle,
    now: app.now,
  });
  await prepareBurnPasswordCheck();

  route(
    app,
    endpoints.login,
    (request) => service.login(request.body, { log: request.log, address: request.ip }),
    { perMinute: app.config.rateLimit.loginPerMinute },
  );

  route(
    app,
    endpoints.refreshToken,
    (request) => service.refresh(request.body.refreshToken, request.log),
    { perMinute: 60 },
  );

  route(app, endpoints.logout, async (request) => {
    await service.logout(request.body.refreshToken, request.log);
  });
};
