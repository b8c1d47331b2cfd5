import { type AuditQuery, auditEndpoints } from '@academy/contracts';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../shared/api/client';

/*
 * GET admin/audit: a page of the log, newest first, as the URL's filters ask. The screen
 * shows its own failure with "Try again", so the call does not toast as well.
 */

export function getAuditLog(query: AuditQuery, signal?: AbortSignal) {
  return api(auditEndpoints.listAuditLog, { query }, { signal, toast: false });
}

export function auditLogQueryOptions(query: AuditQuery) {
  return queryOptions({
    queryKey: ['admin', 'audit', query] as const,
    queryFn: ({ signal }) => getAuditLog(query, signal),
  });
}

/** The previous page stays on screen while the next one loads, so the table does not jump. */
export function useAuditLog(query: AuditQuery) {
  return useQuery({
    ...auditLogQueryOptions(query),
    placeholderData: keepPreviousData,
    retryOnMount: false,
  });
}
