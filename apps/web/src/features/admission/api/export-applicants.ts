import { admissionEndpoints, applicantsCsvFileName } from '@academy/contracts';
import { endpointMutation } from '../../../shared/api/endpoint-query';
import { saveFile } from '../../../shared/api/save-file';

/**
 * GET admin/applicants/export: every applicant of the filter as CSV, fetched with the
 * session's bearer (a plain link would carry none), then saved under the day's name.
 */
export const exportApplicantsMutation = endpointMutation(admissionEndpoints.exportApplicants, {
  onSuccess: (csv) =>
    saveFile(csv as Blob, applicantsCsvFileName(new Date().toISOString().slice(0, 10))),
});
