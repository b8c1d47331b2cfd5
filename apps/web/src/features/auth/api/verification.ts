import {
  apiPaths,
  applicantMeResponseSchema,
  verificationResponseSchema,
} from '@academy/contracts';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../../shared/api/client';

/**
 * POST auth/verification with the link's token as bearer. The token is single-use, so this
 * runs once per token however often the screen renders (a query, cached for good) and is
 * never cancelled half-way. The screen explains a refusal itself, hence no toast.
 */
export function useVerification(token: string | null) {
  return useQuery({
    queryKey: ['verification', token],
    queryFn: () =>
      api.post(apiPaths.verification, undefined, verificationResponseSchema, {
        bearer: token ?? undefined,
        toast: false,
      }),
    enabled: token !== null,
    staleTime: Number.POSITIVE_INFINITY,
    gcTime: Number.POSITIVE_INFINITY,
  });
}

/** GET applicants/me with the verification's access token, which is shown once and never stored. */
export function useApplicantBooking(accessToken: string | null) {
  return useQuery({
    queryKey: ['applicants', 'me', accessToken],
    queryFn: ({ signal }) =>
      api.get(apiPaths.applicantMe, applicantMeResponseSchema, {
        bearer: accessToken ?? undefined,
        signal,
      }),
    enabled: accessToken !== null,
  });
}
