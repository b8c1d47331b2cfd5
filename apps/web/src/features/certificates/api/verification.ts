import { certificateEndpoints, verificationCodeSchema } from '@academy/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../shared/api/client';
import { screenQuery, shownByScreen } from './screen-query';

/**
 * A verification code as the address gives it, or null when it cannot be one: such a code
 * names no certificate, and the page says so without asking (the server would answer 404).
 */
export function verificationCodeOf(value: string | undefined): string | null {
  const code = value?.trim().toUpperCase() ?? '';
  return verificationCodeSchema.safeParse(code).success ? code : null;
}

/** GET verify/{code}: what anyone may learn about a certificate. */
export function getVerification(code: string, signal?: AbortSignal) {
  return api(
    certificateEndpoints.verifyCertificate,
    { params: { code } },
    {
      ...shownByScreen,
      signal,
    },
  );
}

export function verificationQueryOptions(code: string) {
  return queryOptions({
    queryKey: ['certificates', 'verification', code],
    queryFn: ({ signal }) => getVerification(code, signal),
    ...screenQuery,
  });
}

export function useVerification(code: string) {
  return useQuery(verificationQueryOptions(code));
}
