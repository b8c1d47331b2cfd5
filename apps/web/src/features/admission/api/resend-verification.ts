import { admissionEndpoints } from '@academy/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../shared/api/client';
import { applicantKeys } from './keys';

/**
 * POST admin/applicants/{id}/verification-mail: a fresh confirmation link, at most once a
 * minute per address (the answer says whether it went and when the next may).
 */
export function resendApplicantVerification(id: number) {
  return api(admissionEndpoints.resendApplicantVerification, { params: { id } });
}

/** The applicant is read again afterwards: the mail is in their history. */
export function useResendApplicantVerification(id: number) {
  const client = useQueryClient();
  return useMutation({
    mutationKey: ['admin', 'applicants', 'verification-mail', id],
    mutationFn: () => resendApplicantVerification(id),
    onSettled: () => client.invalidateQueries({ queryKey: applicantKeys.detail(id) }),
  });
}
