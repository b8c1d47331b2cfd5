import type { QueryClient } from '@tanstack/react-query';
import type { Params } from 'react-router';
import { certificatesQuery, verificationCodeOf, verificationQuery } from './api/queries';

/*
 * What the certificate screens show, fetched by their routes' loaders. Each is exported
 * with its screen (certificates-screen.ts, verification-screen.ts), so that a route's loader
 * and screen are one chunk (apps/web/README.md, "Landing weight").
 */

/** /certificates: the student's certificates. */
export function prefetchCertificates(client: QueryClient) {
  return client.ensureQueryData(certificatesQuery);
}

/** /verify/{code}: the verdict; a code that cannot be one is not asked for. */
export async function prefetchVerification(client: QueryClient, params: Params) {
  const code = verificationCodeOf(params.code);
  if (code !== null) await client.ensureQueryData(verificationQuery(code));
}
