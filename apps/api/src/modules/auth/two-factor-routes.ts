import { endpoints } from '@academy/contracts';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { route } from '../../routing/route.js';
import { DEVICE_COOKIE, type DeviceCookies } from './device-cookies.js';
import type { TwoFactorLogin } from './two-factor-login.js';
import { storedUserAgent } from './user-agents.js';

/**
 * The login's second step (two-factor-login.ts), registered by the auth routes: it reads and
 * sets the login's device cookie like the login does, under the login's rate limit.
 */
export function twoFactorLoginRoutes(
  app: FastifyInstance,
  service: TwoFactorLogin,
  devices: DeviceCookies,
) {
  const limit = { perMinute: app.config.rateLimit.loginPerMinute };
  const caller = (request: FastifyRequest) => ({
    log: request.log,
    address: request.ip,
    deviceCookie: request.cookies[DEVICE_COOKIE],
    userAgent: storedUserAgent(request.headers['user-agent']),
  });

  route(
    app,
    endpoints.beginTwoFactorEnrolment,
    (request) => service.beginEnrolment(request.body.challengeToken, caller(request)),
    limit,
  );

  route(
    app,
    endpoints.confirmTwoFactorEnrolment,
    async (request, reply) => {
      const { challengeToken, code } = request.body;
      const { answer, deviceCookie } = await service.confirmEnrolment(
        challengeToken,
        code,
        caller(request),
      );
      reply.setCookie(DEVICE_COOKIE, deviceCookie, devices.options);
      return answer;
    },
    limit,
  );

  route(
    app,
    endpoints.verifySecondFactor,
    async (request, reply) => {
      const { challengeToken, code } = request.body;
      const { answer, deviceCookie } = await service.verify(challengeToken, code, caller(request));
      reply.setCookie(DEVICE_COOKIE, deviceCookie, devices.options);
      return answer;
    },
    limit,
  );
}
