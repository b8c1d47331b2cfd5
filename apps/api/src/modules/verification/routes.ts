import { endpoints } from '@academy/contracts';
import type { FastifyPluginAsync } from 'fastify';
import { bearerToken } from '../../lib/bearer.js';
import { route } from '../../routing/route.js';
import { createVerificationService } from './service.js';

/** Public group: confirming an e-mail with the mailed link, and a fresh link. */
export const verificationRoutes: FastifyPluginAsync = async (app) => {
  const service = createVerificationService({
    db: app.db,
    unitOfWork: app.unitOfWork,
    accessTokens: app.accessTokens,
    publicUrl: app.config.publicUrl,
    now: app.now,
  });

  route(app, endpoints.verifyEmail, (request) => service.verify(bearerToken(request), request.log));

  route(
    app,
    endpoints.resendVerification,
    (request) => service.resend(request.body.email, request.log),
    { perMinute: app.config.rateLimit.mailPerMinute },
  );
};
