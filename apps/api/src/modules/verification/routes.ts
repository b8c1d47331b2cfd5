import {
  apiPaths,
  emptyBodySchema,
  resendVerificationRequestSchema,
  verificationResponseSchema,
} from '@academy/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { bearerToken } from '../../lib/bearer.js';
import { emptyResponse, errorResponses } from '../../lib/route-schemas.js';
import { createVerificationService } from './service.js';

const oneMinute = 60_000;

export const verificationRoutes: FastifyPluginAsyncZod = async (app) => {
  const service = createVerificationService({
    db: app.db,
    unitOfWork: app.unitOfWork,
    accessTokens: app.accessTokens,
    publicUrl: app.config.publicUrl,
    now: app.now,
  });

  app.post(
    `/${apiPaths.verification}`,
    {
      schema: {
        tags: ['auth'],
        summary: "Confirm an applicant's e-mail with the mailed link's token (as bearer)",
        description:
          'Answers an access token of the user. 409 ERR_USER_HAS_ALREADY_BEEN_VERIFIED for a ' +
          'spent link of a verified user; 400 ERR_TOKEN_INVALID for an unknown, malformed or ' +
          'expired link (never 401, which would make the client refresh its session).',
        security: [{ bearerAuth: [] }],
        body: emptyBodySchema,
        response: { 200: verificationResponseSchema, ...errorResponses(400, 404, 409) },
      },
    },
    (request) => service.verify(bearerToken(request), request.log),
  );

  app.post(
    `/${apiPaths.verificationResend}`,
    {
      config: { rateLimit: { max: app.config.rateLimit.mailPerMinute, timeWindow: oneMinute } },
      schema: {
        tags: ['auth'],
        summary: 'Mail a fresh verification link (204 whatever the e-mail)',
        body: resendVerificationRequestSchema(),
        response: { 204: emptyResponse('Done, if the account exists'), ...errorResponses(400) },
      },
    },
    async (request, reply) => {
      await service.resend(request.body.email, request.log);
      return reply.code(204).send(undefined);
    },
  );
};
