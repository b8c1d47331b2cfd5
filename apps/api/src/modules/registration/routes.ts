import {
  apiPaths,
  checkEmailRequestSchema,
  checkPhoneRequestSchema,
  checkResponseSchema,
  registrationRequestSchema,
  registrationResponseSchema,
} from '@academy/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { preferredLanguage } from '../../lib/accept-language.js';
import { errorResponses } from '../../lib/route-schemas.js';
import { createRegistrationService } from './service.js';

const oneMinute = 60_000;

export const registrationRoutes: FastifyPluginAsyncZod = async (app) => {
  const service = createRegistrationService({
    db: app.db,
    unitOfWork: app.unitOfWork,
    publicUrl: app.config.publicUrl,
    now: app.now,
  });
  // Per address: the checks reveal whether an address is registered, so they are slow to farm.
  const checkLimit = {
    rateLimit: { max: app.config.rateLimit.checkPerMinute, timeWindow: oneMinute },
  };

  app.post(
    `/${apiPaths.checkEmail}`,
    {
      config: checkLimit,
      schema: {
        tags: ['registration'],
        summary: 'Whether an e-mail address is still free (compared case-insensitively)',
        body: checkEmailRequestSchema,
        response: { 200: checkResponseSchema, ...errorResponses(400) },
      },
    },
    (request) => service.checkEmail(request.body.email),
  );

  app.post(
    `/${apiPaths.checkPhone}`,
    {
      config: checkLimit,
      schema: {
        tags: ['registration'],
        summary: 'Whether a phone number is still free (compared in E.164)',
        body: checkPhoneRequestSchema,
        response: { 200: checkResponseSchema, ...errorResponses(400) },
      },
    },
    (request) => service.checkPhone(request.body.phone),
  );

  app.post(
    `/${apiPaths.registration}`,
    {
      config: {
        rateLimit: { max: app.config.rateLimit.registrationPerMinute, timeWindow: oneMinute },
      },
      schema: {
        tags: ['registration'],
        summary: 'Register as an applicant and book an entrance-exam sitting',
        description:
          'Creates the account (e-mail unverified), the application, the booking and the ' +
          'verification mail in one transaction; mail is written in the Accept-Language (en, ru). ' +
          '409 ERR_TEST_UNAVAILABLE_DATE when the sitting is past, less than 12 hours ahead, ' +
          'not on the schedule or full; 409 ERR_APPLICANT_ALREADY_EXIST for a taken e-mail or ' +
          'phone; 400 ERR_VALIDATION otherwise (unknown fields included).',
        body: registrationRequestSchema(),
        response: { 201: registrationResponseSchema, ...errorResponses(400, 409) },
      },
    },
    async (request, reply) => {
      const language = preferredLanguage(request.headers['accept-language']);
      const answer = await service.register(request.body, language, request.log);
      return reply.code(201).send(answer);
    },
  );
};
