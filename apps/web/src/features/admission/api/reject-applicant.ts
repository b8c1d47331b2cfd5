import { admissionEndpoints, type RejectApplicantRequest } from '@academy/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../shared/api/client';
import { applicantChanged } from './applicant-cache';

/** POST admin/applicants/{id}/rejection. */
export function rejectApplicant(id: number, body: RejectApplicantRequest) {
  return api(admissionEndpoints.rejectApplicant, { params: { id }, body });
}

export function useRejectApplicant(id: number) {
  const client = useQueryClient();
  return useMutation({
    mutationKey: ['admin', 'applicants', 'rejection', id],
    mutationFn: (body: RejectApplicantRequest) => rejectApplicant(id, body),
    onSuccess: (answer) => applicantChanged(client, answer.applicant),
  });
}
