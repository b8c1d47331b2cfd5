import {
  type ApplicantFilter,
  admissionEndpoints,
  applicantsCsvFileName,
} from '@academy/contracts';
import { mutationOptions, useMutation } from '@tanstack/react-query';
import { api } from '../../../shared/api/client';
import { saveFile } from '../../../shared/api/save-file';

/**
 * GET admin/applicants/export: every applicant of the filter as CSV, fetched with the
 * session's bearer (a plain link would carry none), then saved under the day's name.
 */
export async function exportApplicants(filter: ApplicantFilter) {
  const blob = await api(admissionEndpoints.exportApplicants, { query: filter });
  saveFile(blob as Blob, applicantsCsvFileName(new Date().toISOString().slice(0, 10)));
}

export function exportApplicantsMutationOptions() {
  return mutationOptions({
    mutationKey: ['admin', 'applicants', 'export'],
    mutationFn: exportApplicants,
  });
}

export function useExportApplicants() {
  return useMutation(exportApplicantsMutationOptions());
}
