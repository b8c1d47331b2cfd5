import {
  apiPaths,
  loginRequestSchema,
  loginResponseSchema,
  logoutRequestSchema,
  refreshTokenRequestSchema,
  refreshTokenResponseSchema,
} from '@academy/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { prepareBurnPasswordCheck } from '../../lib/passwords.js';
import { emptyResponse, errorResponses } from '../../lib/route-schemas.js';
import { createAuthService } from './service.js';

const oneMinute = 60_000;

export const authRoutes: FastifyPluginAsyncZod = async (app) => {
  const service = createAuthService({
    db: app.db,
    accessTokens: app.accessTokens,
    throttle: app.loginThrottle,
    now: app.now,
  });
  await prepareBurnPasswordCheck();

  app.post(
    `/${apiPaths.login}`,
    {
      config: { rateLimit: { max: app.config.rateLimit.loginPerMinute, timeWindow: oneMinute } },
      schema: {
        tags: ['auth'],
        summary: 'Log in with e-mail and password',
        description:
          '404 ERR_USER_NOT_EXISTS for an unknown e-mail, 400 ERR_USER_PASSWORD_IS_WRONG, ' +
          '400 ERR_TEMPORARY_PASSWORD_EXPIRED, 404 err_user_blacklisted, 429 ' +
          'ERR_TOO_MANY_LOGIN_ATTEMPTS (with Retry-After) after too many failures for the ' +
          'account or the address. With ' +
          '`isTemporaryPassword` the access token opens auth/set-password only and ' +
          '`refreshToken` is empty.',
        body: loginRequestSchema(),
        response: { 200: loginResponseSchema, ...errorResponses(400, 404) },
      },
    },
    (request) => service.login(request.body, { log: request.log, address: request.ip }),
  );

  app.post(
    `/${apiPaths.refreshToken}`,
    {
      config: { rateLimit: { max: 60, timeWindow: oneMinute } },
      schema: {
        tags: ['auth'],
        summary: 'Exchange a refresh token for a new token pair (the old one is spent)',
        description:
          '401 ERR_REFRESH_TOKEN_INVALID for an unknown, expired or spent token; reusing a ' +
          'spent token revokes its whole session. 404 err_user_blacklisted.',
        body: refreshTokenRequestSchema,
        response: { 200: refreshTokenResponseSchema, ...errorResponses(400, 401, 404) },
      },
    },
    (request) => service.refresh(request.body.refreshToken, request.log),
  );

  app.post(
    `/${apiPaths.logout}`,
    {
      schema: {
        tags: ['auth'],
        summary: "End the refresh token's session",
        body: logoutRequestSchema,
        response: { 204: emptyResponse('Logged out'), ...errorResponses(400) },
      },
    },
    async (request, reply) => {
      await service.logout(request.body.refreshToken, request.log);
      return reply.code(204).send(undefined);
    },
  );
};
