import { auditCsvFileName, auditEndpoints } from '@academy/contracts';
import { endpointMutation } from '../../../shared/api/endpoint-query';
import { saveFile } from '../../../shared/api/save-file';

/**
 * GET admin/audit/export: the log of the filters on screen as CSV, fetched with the
 * session's bearer (a plain link would carry none), then saved under the day's name.
 */
export const exportAuditLogMutation = endpointMutation(auditEndpoints.exportAuditLog, {
  onSuccess: (csv) =>
    saveFile(csv as Blob, auditCsvFileName(new Date().toISOString().slice(0, 10))),
});
