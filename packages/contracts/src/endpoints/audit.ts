import { z } from 'zod';
import { auditFilterSchema, auditListResponseSchema, auditQuerySchema } from '../audit.js';
import { defineEndpoint } from '../endpoint.js';

/* The audit log of staff changes (admins). */

export const listAuditLog = defineEndpoint({
  operationId: 'listAuditLog',
  method: 'GET',
  path: '/admin/audit',
  access: 'admin',
  tag: 'audit',
  summary: 'Staff changes, newest first: who, what, when, before and after',
  query: auditQuerySchema,
  responses: { 200: auditListResponseSchema },
});

export const exportAuditLog = defineEndpoint({
  operationId: 'exportAuditLog',
  method: 'GET',
  path: '/admin/audit/export',
  access: 'admin',
  tag: 'audit',
  summary: 'The log of a filter as CSV (UTF-8 with a byte order mark), newest first',
  query: auditFilterSchema,
  responses: { 200: z.unknown().describe('The CSV file (text/csv)') },
  responseType: 'binary',
});
