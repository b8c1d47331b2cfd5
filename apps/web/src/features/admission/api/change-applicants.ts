import { admissionEndpoints } from '@academy/contracts';
import type { QueryClient } from '@tanstack/react-query';
import { endpointMutation, invalidateEndpoints } from '../../../shared/api/endpoint-query';

/**
 * After a bulk change the list and every cached applicant are read again: any of them may
 * have changed, and the answer names outcomes, not the applicants as they now stand.
 */
function applicantsChanged(client: QueryClient) {
  return invalidateEndpoints(client, [
    admissionEndpoints.listApplicants,
    admissionEndpoints.getApplicant,
  ]);
}

/** POST admin/applicants/bulk/exam-result. */
export const recordExamResultsMutation = endpointMutation(admissionEndpoints.recordExamResults, {
  onSuccess: (_answer, _input, _result, { client }) => applicantsChanged(client),
});

/** POST admin/applicants/bulk/admission. */
export const admitApplicantsMutation = endpointMutation(admissionEndpoints.admitApplicants, {
  onSuccess: (_answer, _input, _result, { client }) => applicantsChanged(client),
});

/** POST admin/applicants/bulk/rejection. */
export const rejectApplicantsMutation = endpointMutation(admissionEndpoints.rejectApplicants, {
  onSuccess: (_answer, _input, _result, { client }) => applicantsChanged(client),
});
