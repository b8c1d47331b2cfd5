import { type ApplicantListQuery, admissionEndpoints } from '@academy/contracts';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../shared/api/client';
import { applicantKeys, screenQuery, shownByScreen } from './keys';

/** GET admin/applicants: one page of the filtered, sorted list. */
export function listApplicants(query: ApplicantListQuery, signal?: AbortSignal) {
  return api(admissionEndpoints.listApplicants, { query }, { ...shownByScreen, signal });
}

export function applicantsQueryOptions(query: ApplicantListQuery) {
  return queryOptions({
    queryKey: applicantKeys.list(query),
    queryFn: ({ signal }) => listApplicants(query, signal),
    // The previous page stays on screen while the next one loads (no flash of skeletons).
    placeholderData: keepPreviousData,
    ...screenQuery,
  });
}

export function useApplicants(query: ApplicantListQuery) {
  return useQuery(applicantsQueryOptions(query));
}
