import { endpoints } from '@academy/contracts';
import type { FastifyPluginAsync } from 'fastify';
import { preferredLanguage } from '../../lib/accept-language.js';
import { route } from '../../routing/route.js';
import { createRegistrationService } from './service.js';

/** Public group: the uniqueness checks and the registration itself. */
export const registrationRoutes: FastifyPluginAsync = async (app) => {
  const service = createRegistrationService({
    db: app.db,
    unitOfWork: app.unitOfWork,
    publicUrl: app.config.publicUrl,
    now: app.now,
  });
  // Per address: the checks reveal whether an address is registered, so they are slow to farm.
  const checkLimit = { perMinute: app.config.rateLimit.checkPerMinute };

  route(app, endpoints.checkEmail, (request) => service.checkEmail(request.body.email), checkLimit);

  route(app, endpoints.checkPhone, (request) => service.checkPhone(request.body.phone), checkLimit);

  route(
    app,
    endpoints.register,
    (request) => {
      const language = preferredLanguage(request.headers['accept-language']);
      return service.register(request.body, language, request.log);
    },
    { perMinute: app.config.rateLimit.registrationPerMinute },
  );
};
