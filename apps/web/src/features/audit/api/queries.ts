import { type AuditQuery, auditEndpoints } from '@academy/contracts';
import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { endpointQuery } from '../../../shared/api/endpoint-query';

/**
 * GET admin/audit: a page of the log, newest first, as the URL's filters ask. The screen
 * shows its own failure with "Try again", so the call does not toast as well. The previous
 * page stays on screen while the next one loads, so the table does not jump.
 */
export const auditLogQuery = (query: AuditQuery) =>
  queryOptions({
    ...endpointQuery(auditEndpoints.listAuditLog, { query }, { toast: false }),
    placeholderData: keepPreviousData,
    retryOnMount: false,
  });
