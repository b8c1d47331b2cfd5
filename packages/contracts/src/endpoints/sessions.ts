import { defineEndpoint } from '../endpoint.js';
import { sessionParamsSchema, sessionsResponseSchema } from '../sessions.js';

/* The caller's own signed-in devices (ARCHITECTURE.md, "Signed-in devices"). */

const own = { access: 'account', tag: 'sessions' } as const;

export const listMySessions = defineEndpoint({
  ...own,
  operationId: 'listMySessions',
  method: 'GET',
  path: '/sessions',
  summary: "The caller's signed-in devices, most recently used first",
  responses: { 200: sessionsResponseSchema },
});

export const endMySession = defineEndpoint({
  ...own,
  operationId: 'endMySession',
  method: 'DELETE',
  path: '/sessions/:sessionId',
  summary: 'Sign one of the caller’s devices out; ending the current one signs the caller out',
  description:
    'The session’s refresh tokens are revoked and its access token is refused from then on.',
  params: sessionParamsSchema,
  responses: { 204: null },
  errors: { 404: ['ERR_SESSION_NOT_FOUND'] },
});
