import { checkPhoneRequestSchema, registrationRequestSchema } from '../applicant-form.js';
import { defineEndpoint } from '../endpoint.js';
import {
  availableQuerySchema,
  availableResponseSchema,
  checkEmailRequestSchema,
  checkResponseSchema,
  countriesResponseSchema,
  registrationResponseSchema,
  weekDaysResponseSchema,
} from '../registration.js';

export const checkEmail = defineEndpoint({
  operationId: 'checkEmail',
  method: 'POST',
  path: '/auth/check/email',
  access: 'public',
  tag: 'registration',
  summary: 'Whether an e-mail address is still free (compared case-insensitively)',
  body: checkEmailRequestSchema,
  responses: { 200: checkResponseSchema },
});

export const checkPhone = defineEndpoint({
  operationId: 'checkPhone',
  method: 'POST',
  path: '/auth/check/phone',
  access: 'public',
  tag: 'registration',
  summary: 'Whether a phone number is still free (compared in E.164)',
  body: checkPhoneRequestSchema,
  responses: { 200: checkResponseSchema },
});

export const registration = defineEndpoint({
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

export const countries = defineEndpoint({
  operationId: 'listCountries',
  method: 'GET',
  path: '/countries',
  access: 'public',
  tag: 'reference data',
  summary: 'Countries (ISO 3166-1), sorted by name',
  responses: { 200: countriesResponseSchema, 304: null },
});

export const weekDays = defineEndpoint({
  operationId: 'listWeekDays',
  method: 'GET',
  path: '/week-days',
  access: 'public',
  tag: 'exam schedule',
  summary: "The weekly exam schedule, in the academy's time zone",
  responses: { 200: weekDaysResponseSchema, 304: null },
});

export const weekDaysAvailable = defineEndpoint({
  operationId: 'listAvailableExamSlots',
  method: 'GET',
  path: '/week-days/available',
  access: 'public',
  tag: 'exam schedule',
  summary: 'Exam sittings with free seats, grouped by date (MM/DD/YYYY)',
  description:
    "`from` and `to` are dates in the academy's time zone, both included, at most 62 days " +
    'apart. Only sittings at least 12 hours ahead with a free seat are listed; dates ' +
    'without one are left out.',
  query: availableQuerySchema,
  responses: { 200: availableResponseSchema, 304: null },
});
