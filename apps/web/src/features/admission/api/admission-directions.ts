import { admissionEndpoints } from '@academy/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../shared/api/client';
import { applicantKeys } from './keys';

/** GET admin/admission/directions: what an applicant can be admitted into. */
export function getAdmissionDirections(signal?: AbortSignal) {
  return api(admissionEndpoints.listAdmissionDirections, undefined, { signal });
}

export function admissionDirectionsQueryOptions() {
  return queryOptions({
    queryKey: applicantKeys.directions,
    queryFn: ({ signal }) => getAdmissionDirections(signal),
    staleTime: 5 * 60 * 1000,
  });
}

export function useAdmissionDirections(enabled = true) {
  return useQuery({ ...admissionDirectionsQueryOptions(), enabled });
}
