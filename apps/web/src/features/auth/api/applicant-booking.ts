import { accountEndpoints } from '@academy/contracts';
import { queryOptions, skipToken, useQuery } from '@tanstack/react-query';
import { api } from '../../../shared/api/client';

/**
 * GET applicants/me with the verification's access token, which is shown once and never
 * stored: the application and its exam booking.
 */
export function getApplicantBooking(accessToken: string, signal?: AbortSignal) {
  return api(accountEndpoints.getMyApplication, undefined, { bearer: accessToken, signal });
}

export function applicantBookingQueryOptions(accessToken: string | null) {
  return queryOptions({
    queryKey: ['applicants', 'me', accessToken],
    queryFn:
      accessToken === null ? skipToken : ({ signal }) => getApplicantBooking(accessToken, signal),
  });
}

export function useApplicantBooking(accessToken: string | null) {
  return useQuery(applicantBookingQueryOptions(accessToken));
}
