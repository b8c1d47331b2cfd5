import { z } from 'zod';
import {
  fileParamsSchema,
  healthResponseSchema,
  livenessResponseSchema,
  readinessResponseSchema,
} from '../common.js';
import { defineEndpoint } from '../endpoint.js';

export const health = defineEndpoint({
  operationId: 'health',
  method: 'GET',
  path: '/health',
  access: 'public',
  tag: 'health',
  summary: 'Liveness and database reachability',
  responses: { 200: healthResponseSchema },
  errors: { 503: ['ERR_SERVICE_UNAVAILABLE'] },
});

export const healthLive = defineEndpoint({
  operationId: 'healthLive',
  method: 'GET',
  path: '/health/live',
  access: 'public',
  tag: 'health',
  summary: 'Liveness: the process answers, without asking any dependency',
  responses: { 200: livenessResponseSchema },
});

export const healthReady = defineEndpoint({
  operationId: 'healthReady',
  method: 'GET',
  path: '/health/ready',
  access: 'public',
  tag: 'health',
  summary: 'Readiness: the database and, when configured, Redis answer',
  description:
    'A 503 lists the dependencies that did not answer in `errors`, each as `{ field, message }` with the dependency as the field (`database`, `redis`).',
  responses: { 200: readinessResponseSchema },
  errors: { 503: ['ERR_SERVICE_UNAVAILABLE'] },
});

export const getPublicFile = defineEndpoint({
  operationId: 'getPublicFile',
  method: 'GET',
  path: '/files/:fileId/public',
  access: 'public',
  tag: 'files',
  summary: 'A stored file (images, badges); ids are immutable, so it is cached for a year',
  params: fileParamsSchema,
  responses: {
    200: z.unknown().describe('The file bytes'),
    304: null,
  },
  responseType: 'binary',
  errors: { 404: ['ERR_FILE_NOT_FOUND'] },
});
