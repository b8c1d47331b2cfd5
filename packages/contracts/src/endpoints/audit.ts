import { auditListResponseSchema, auditQuerySchema } from '../audit.js';
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
