import { type AdmitApplicantRequest, admissionEndpoints } from '@academy/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../shared/api/client';
import { applicantChanged } from './applicant-cache';

/** POST admin/applicants/{id}/admission. */
export function admitApplicant(id: number, body: AdmitApplicantRequest) {
  return api(admissionEndpoints.admitApplicant, { params: { id }, body });
}

export function useAdmitApplicant(id: number) {
  const client = useQueryClient();
  return useMutation({
    mutationKey: ['admin', 'applicants', 'admission', id],
    mutationFn: (body: AdmitApplicantRequest) => admitApplicant(id, body),
    onSuccess: (answer) => applicantChanged(client, answer.applicant),
  });
}
