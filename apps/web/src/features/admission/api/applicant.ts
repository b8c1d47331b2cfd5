import { admissionEndpoints } from '@academy/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../shared/api/client';
import { applicantKeys, screenQuery, shownByScreen } from './keys';

/** GET admin/applicants/{id}: the whole application, exam, decision and history. */
export function getApplicant(id: number, signal?: AbortSignal) {
  return api(admissionEndpoints.getApplicant, { params: { id } }, { ...shownByScreen, signal });
}

export function applicantQueryOptions(id: number) {
  return queryOptions({
    queryKey: applicantKeys.detail(id),
    queryFn: ({ signal }) => getApplicant(id, signal),
    ...screenQuery,
  });
}

export function useApplicant(id: number) {
  return useQuery(applicantQueryOptions(id));
}
