import { defineEndpoint } from '../endpoint.js';
import { applicantMeResponseSchema } from '../registration.js';
import { studentMeResponseSchema } from '../students.js';

export const getMe = defineEndpoint({
  operationId: 'getMe',
  method: 'GET',
  path: '/students',
  access: 'account',
  tag: 'students',
  summary: "The caller's own data (name, role, trial end)",
  responses: { 200: studentMeResponseSchema },
});

export const getMyApplication = defineEndpoint({
  operationId: 'getMyApplication',
  method: 'GET',
  path: '/applicants/me',
  access: 'applicant',
  tag: 'applicants',
  summary: "The caller's own application and exam booking",
  description: 'A student was an applicant first and may still look at their application.',
  responses: { 200: applicantMeResponseSchema },
  errors: { 404: ['ERR_APPLICANT_NOT_EXIST'] },
});
