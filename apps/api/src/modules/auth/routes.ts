import { endpoints } from '@academy/contracts';
import cookie from '@fastify/cookie';
import type { FastifyPluginAsync } from 'fastify';
import { resolveJwtSecret } from '../../lib/jwt-secret.js';
import { prepareBurnPasswordCheck } from '../../lib/passwords.js';
import { route } from '../../routing/route.js';
import { createTwoFactorService } from '../two-factor/index.js';
import { createDeviceCookies, DEVICE_COOKIE, deviceCookieKey } from './device-cookies.js';
import { createAuthService } from './service.js';
import { createChallengeTokens } from './two-factor-challenge.js';
import { createTwoFactorLogin } from './two-factor-login.js';
import { twoFactorLoginRoutes } from './two-factor-routes.js';
import { storedUserAgent } from './user-agents.js';

/**
 * Public group: log in (with its second step), refresh, log out. Cookies are parsed here only (the login's device
 * cookie, device-cookies.ts); no other route reads or sets one.
 */
export const authRoutes: FastifyPluginAsync = async (app) => {
  await app.register(cookie);
  const jwtSecret = await resolveJwtSecret({
    configured: app.config.jwtSecret,
    dataDir: app.config.dataDir,
  });
  const devices = createDeviceCookies({
    key: deviceCookieKey(jwtSecret),
    publicUrl: app.config.publicUrl,
    now: app.now,
  });
  const twoFactorLogin = createTwoFactorLogin({
    db: app.db,
    accessTokens: app.accessTokens,
    throttle: app.loginThrottle,
    devices,
    challenges: createChallengeTokens({ jwtSecret, publicUrl: app.config.publicUrl, now: app.now }),
    twoFactor: createTwoFactorService({
      db: app.db,
      unitOfWork: app.unitOfWork,
      secretBox: app.secretBox,
      publicUrl: app.config.publicUrl,
      now: app.now,
    }),
    now: app.now,
  });
  const service = createAuthService({
    db: app.db,
    accessTokens: app.accessTokens,
    throttle: app.loginThrottle,
    devices,
    secondFactor: twoFactorLogin,
    now: app.now,
  });
  await prepareBurnPasswordCheck();

  route(
    app,
    endpoints.login,
    async (request, reply) => {
      const { answer, deviceCookie } = await service.login(request.body, {
        log: request.log,
        address: request.ip,
        deviceCookie: request.cookies[DEVICE_COOKIE],
        userAgent: storedUserAgent(request.headers['user-agent']),
      });
      if (deviceCookie !== null) reply.setCookie(DEVICE_COOKIE, deviceCookie, devices.options);
      return answer;
    },
    { perMinute: app.config.rateLimit.loginPerMinute },
  );

  twoFactorLoginRoutes(app, twoFactorLogin, devices);

  route(
    app,
    endpoints.refreshToken,
    (request) => service.refresh(request.body.refreshToken, request.log),
    { perMinute: app.config.rateLimit.refreshPerMinute },
  );

  route(app, endpoints.logout, async (request) => {
    await service.logout(request.body.refreshToken, request.log);
  });
};
