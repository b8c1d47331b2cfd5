import { admissionEndpoints, type ExamResultRequest } from '@academy/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../shared/api/client';
import { applicantChanged } from './applicant-cache';

/** POST admin/applicants/{id}/exam-result. */
export function recordExamResult(id: number, body: ExamResultRequest) {
  return api(admissionEndpoints.recordExamResult, { params: { id }, body });
}

export function useRecordExamResult(id: number) {
  const client = useQueryClient();
  return useMutation({
    mutationKey: ['admin', 'applicants', 'exam-result', id],
    mutationFn: (body: ExamResultRequest) => recordExamResult(id, body),
    onSuccess: (applicant) => applicantChanged(client, applicant),
  });
}
