import {
  type Certificate,
  type CertificateVerification,
  filePublicUrl,
  paths,
} from '@academy/contracts';

/*
 * Certificates as the student's list and the public verification read them. A certificate's
 * badge path and verification page follow from its badge id and code, as the server derives
 * them; the builders keep them so unless told otherwise.
 */

const HOST = 'http://localhost:3000';

/** One of the student's certificates (GET students/completion): a subject's, not revoked. */
export function aCertificate(overrides: Partial<Certificate> = {}): Certificate {
  const verificationCode = overrides.verificationCode ?? 'K7QM-4XRT-9HPW';
  const badgeId =
    overrides.badge_id === undefined ? '3f2b8c1e-9a4d-4e6b-8c2f-1d5e7a9b0c34' : overrides.badge_id;
  return {
    id: '8d0e6f4a-2b7c-4d1e-9f3a-5c6b7d8e9f01',
    kind: 'subject',
    title: 'JavaScript Essentials',
    directionTitle: 'Front-End Development',
    subjectId: 12,
    directionId: 3,
    issuedAt: '2026-11-20T09:30:00.000Z',
    badge_path: badgeId === null ? null : filePublicUrl(badgeId, HOST),
    verificationUrl: `${HOST}${paths.verify(verificationCode)}`,
    revokedAt: null,
    ...overrides,
    badge_id: badgeId,
    verificationCode,
  };
}

/** What anyone reads of a certificate by its code (GET verify/{code}): valid. */
export function aCertificateVerification(
  overrides: Partial<CertificateVerification> = {},
): CertificateVerification {
  const verificationCode = overrides.verificationCode ?? 'K7QM-4XRT-9HPW';
  return {
    status: 'valid',
    holderName: 'Anna Sargsyan',
    kind: 'subject',
    title: 'JavaScript Essentials',
    directionTitle: 'Front-End Development',
    issuedAt: '2026-11-20T09:30:00.000Z',
    revokedAt: null,
    issuer: { name: 'Academy', url: HOST },
    credential: {
      signatureValid: true,
      revokedInStatusList: false,
      url: `${HOST}/v1/credentials/${verificationCode}`,
    },
    ...overrides,
    verificationCode,
  };
}
