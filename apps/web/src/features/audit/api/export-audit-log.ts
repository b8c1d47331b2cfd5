import { type AuditFilterQuery, auditCsvFileName, auditEndpoints } from '@academy/contracts';
import { useMutation } from '@tanstack/react-query';
import { api } from '../../../shared/api/client';
import { saveFile } from '../../../shared/api/save-file';

/**
 * GET admin/audit/export: the log of the filters on screen as CSV, fetched with the
 * session's bearer (a plain link would carry none), then saved under the day's name.
 */
export async function exportAuditLog(filter: AuditFilterQuery) {
  const blob = await api(auditEndpoints.exportAuditLog, { query: filter });
  saveFile(blob as Blob, auditCsvFileName(new Date().toISOString().slice(0, 10)));
}

export function useExportAuditLog() {
  return useMutation({ mutationKey: ['admin', 'audit', 'export'], mutationFn: exportAuditLog });
}
