import { certificateEndpoints, verificationCodeSchema } from '@academy/contracts';
import { queryOptions } from '@tanstack/react-query';
import { endpointQuery } from '../../../shared/api/endpoint-query';

/*
 * The certificate screens' reads, prefetched by their routes' loaders. As the learning
 * screens do (web README, "The learning screens"), each screen draws its own failure with
 * what can be done about it, so its call does not toast the same text as well, and a failure
 * the route loader met is shown as it is rather than asked again on mounting.
 */

/** GET students/completion: the student's certificates, newest first. */
export const certificatesQuery = queryOptions({
  ...endpointQuery(certificateEndpoints.listMyCertificates, undefined, { toast: false }),
  retryOnMount: false,
});

/** GET verify/{code}: what anyone may learn about a certificate. */
export const verificationQuery = (code: string) =>
  queryOptions({
    ...endpointQuery(
      certificateEndpoints.verifyCertificate,
      { params: { code } },
      { toast: false },
    ),
    retryOnMount: false,
  });

/**
 * A verification code as the address gives it, or null when it cannot be one: such a code
 * names no certificate, and the page says so without asking (the server would answer 404).
 */
export function verificationCodeOf(value: string | undefined): string | null {
  const code = value?.trim().toUpperCase() ?? '';
  return verificationCodeSchema.safeParse(code).success ? code : null;
}
