import { checkPhoneRequestSchema, registrationRequestSchema } from '../applicant-form.js';
import { defineEndpoint } from '../endpoint.js';
import { checkResponseSchema, registrationResponseSchema } from '../registration.js';

/*
 * The registration endpoints whose bodies are checked with the phone rule, apart from the
 * others (registration.ts) so that a screen calling only those never loads libphonenumber-js.
 */

export const checkPhone = /* @__PURE__ */ defineEndpoint({
  operationId: 'checkPhone',
  method: 'POST',
  path: '/auth/check/phone',
  access: 'public',
  tag: 'registration',
  summary: 'Whether a phone number is still free (compared in E.164)',
  body: checkPhoneRequestSchema,
  responses: { 200: checkResponseSchema },
});

export const register = /* @__PURE__ */ defineEndpoint({
  operationId: 'register',
  method: 'POST',
  path: '/auth/registration',
  access: 'public',
  tag: 'registration',
  summary: 'Register as an applicant and book an entrance-exam sitting',
  description:
    'Creates the account (e-mail unverified), the application, the booking and the ' +
    'verification mail in one transaction; mail is written in the Accept-Language (en, ru). ' +
    '409 ERR_TEST_UNAVAILABLE_DATE when the sitting is past, less than 12 hours ahead, not ' +
    'on the schedule or full; 409 ERR_APPLICANT_ALREADY_EXIST for a taken e-mail or phone.',
  body: registrationRequestSchema(),
  responses: { 201: registrationResponseSchema },
  errors: { 409: ['ERR_TEST_UNAVAILABLE_DATE', 'ERR_APPLICANT_ALREADY_EXIST'] },
});
