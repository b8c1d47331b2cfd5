import {
  apiPaths,
  changePasswordRequestSchema,
  forgotPasswordRequestSchema,
  resetPasswordRequestSchema,
  setPasswordRequestSchema,
  setPasswordResponseSchema,
} from '@academy/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { bearerToken } from '../../lib/bearer.js';
import { prepareBurnPasswordCheck } from '../../lib/passwords.js';
import { emptyResponse, errorResponses } from '../../lib/route-schemas.js';
import { authUser } from '../../plugins/app/authentication.js';
import { createPasswordsService } from './service.js';

const oneMinute = 60_000;

export const passwordsRoutes: FastifyPluginAsyncZod = async (app) => {
  const service = createPasswordsService({
    db: app.db,
    unitOfWork: app.unitOfWork,
    accessTokens: app.accessTokens,
    throttle: app.loginThrottle,
    publicUrl: app.config.publicUrl,
    now: app.now,
  });
  await prepareBurnPasswordCheck();
  // Each of these hashes a password: limited per address like login.
  const passwordRateLimit = {
    rateLimit: { max: app.config.rateLimit.loginPerMinute, timeWindow: oneMinute },
  };

  app.post(
    `/${apiPaths.forgotPassword}`,
    {
      config: { rateLimit: { max: app.config.rateLimit.mailPerMinute, timeWindow: oneMinute } },
      schema: {
        tags: ['auth'],
        summary: 'Mail a link to choose a new password (204 whatever the e-mail)',
        description:
          'The link works once, for one hour; a newer one replaces it. At most one mail per ' +
          'account a minute. Known and unknown e-mails get the same answer.',
        body: forgotPasswordRequestSchema(),
        response: { 204: emptyResponse('Done, if the account exists'), ...errorResponses(400) },
      },
    },
    async (request, reply) => {
      await service.forgot(request.body.email, request.log);
      return reply.code(204).send(undefined);
    },
  );

  app.post(
    `/${apiPaths.resetPassword}`,
    {
      config: passwordRateLimit,
      schema: {
        tags: ['auth'],
        summary: "Choose a new password with the reset link's token (as bearer)",
        description:
          'Ends every session of the account and mails a notice. 400 ERR_TOKEN_INVALID for a ' +
          'missing, unknown, used or expired link (never 401); 404 err_user_blacklisted.',
        security: [{ bearerAuth: [] }],
        body: resetPasswordRequestSchema(),
        response: { 204: emptyResponse('Password changed'), ...errorResponses(400, 404) },
      },
    },
    async (request, reply) => {
      await service.reset(bearerToken(request), request.body, request.log);
      return reply.code(204).send(undefined);
    },
  );

  app.post(
    `/${apiPaths.setPassword}`,
    {
      config: passwordRateLimit,
      schema: {
        tags: ['auth'],
        summary: 'Replace a temporary password, or set the first one with a mailed link',
        description:
          'Bearer: the access token of a temporary-password login, or the token of a ' +
          'set-password link. Answers a token pair (a session as without "remember me"). ' +
          '400 ERR_TOKEN_INVALID, ERR_TEMPORARY_PASSWORD_EXPIRED, ' +
          'ERR_USER_PASSWORD_EQUAL_TEMPORARY_PASSWORD; 404 err_user_blacklisted.',
        security: [{ bearerAuth: [] }],
        body: setPasswordRequestSchema(),
        response: { 200: setPasswordResponseSchema, ...errorResponses(400, 404) },
      },
    },
    (request) => service.set(bearerToken(request), request.body, request.log),
  );

  app.patch(
    `/${apiPaths.studentPassword}`,
    {
      preHandler: app.authenticate,
      config: passwordRateLimit,
      schema: {
        tags: ['students'],
        summary: 'Change the password, given the current one',
        description:
          'Ends the other sessions of the account (this one stays) and mails a notice. 400 ' +
          'ERR_CURRENT_PASSWORD_IS_WRONG, ERR_NEW_PASSWORD_EQUALS_CURRENT; 429 ' +
          'ERR_TOO_MANY_LOGIN_ATTEMPTS (wrong current passwords count as failed logins).',
        security: [{ bearerAuth: [] }],
        body: changePasswordRequestSchema(),
        response: { 204: emptyResponse('Password changed'), ...errorResponses(400, 401, 404) },
      },
    },
    async (request, reply) => {
      await service.change(authUser(request), request.body, {
        log: request.log,
        address: request.ip,
      });
      return reply.code(204).send(undefined);
    },
  );
};
