import { defineEndpoint } from '../endpoint.js';
import {
  availableQuerySchema,
  availableResponseSchema,
  checkEmailRequestSchema,
  checkResponseSchema,
  countriesResponseSchema,
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

export const listCountries = defineEndpoint({
  operationId: 'listCountries',
  method: 'GET',
  path: '/countries',
  access: 'public',
  tag: 'reference data',
  summary: 'Countries (ISO 3166-1), sorted by name',
  responses: { 200: countriesResponseSchema, 304: null },
});

export const listWeekDays = defineEndpoint({
  operationId: 'listWeekDays',
  method: 'GET',
  path: '/week-days',
  access: 'public',
  tag: 'exam schedule',
  summary: "The weekly exam schedule, in the academy's time zone",
  responses: { 200: weekDaysResponseSchema, 304: null },
});

export const listAvailableExamSlots = defineEndpoint({
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

/*
 * The two endpoints whose bodies carry the phone rule (libphonenumber-js and its metadata) live
 * in a module of their own, so that a bundle using only the others leaves them out.
 */
export { checkPhone, register } from './registration-phone.js';
