import { defineEndpoint } from '../endpoint.js';
import { studentMeResponseSchema } from '../students.js';

export const students = defineEndpoint({
  operationId: 'getMe',
  method: 'GET',
  path: '/students',
  access: 'account',
  tag: 'students',
  summary: "The caller's own data (name, role, trial end)",
  responses: { 200: studentMeResponseSchema },
});
