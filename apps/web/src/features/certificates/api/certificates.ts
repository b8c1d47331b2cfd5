import { certificateEndpoints } from '@academy/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../shared/api/client';
import { screenQuery, shownByScreen } from './screen-query';

/** GET students/completion: the student's certificates, newest first. */
export function getCertificates(signal?: AbortSignal) {
  return api(certificateEndpoints.listMyCertificates, undefined, { ...shownByScreen, signal });
}

export function certificatesQueryOptions() {
  return queryOptions({
    queryKey: ['certificates', 'mine'],
    queryFn: ({ signal }) => getCertificates(signal),
    ...screenQuery,
  });
}

export function useCertificates() {
  return useQuery(certificatesQueryOptions());
}
