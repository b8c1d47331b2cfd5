import {
  certificateVerificationSchema,
  completionResponseSchema,
  filePublicUrl,
  paths,
} from '@academy/contracts';
import { describe, expect, it } from 'vitest';
import { aCertificate, aCertificateVerification } from './index.js';

describe('the certificate builders', () => {
  it('build answers contracts accept', () => {
    expect(completionResponseSchema.parse([aCertificate()])).toEqual([aCertificate()]);
    expect(certificateVerificationSchema.parse(aCertificateVerification())).toEqual(
      aCertificateVerification(),
    );
  });

  it('derive the badge path and the verification page from the badge id and the code', () => {
    const certificate = aCertificate({
      badge_id: '0b7e4a52-3c1f-4a3e-8d2b-6f1e9c0a7d21',
      verificationCode: 'ABCD-EFGH-JKLM',
    });
    expect(certificate.badge_path).toBe(
      filePublicUrl('0b7e4a52-3c1f-4a3e-8d2b-6f1e9c0a7d21', 'http://localhost:3000'),
    );
    expect(certificate.verificationUrl).toBe(
      `http://localhost:3000${paths.verify('ABCD-EFGH-JKLM')}`,
    );
    expect(aCertificate({ badge_id: null }).badge_path).toBeNull();
    expect(aCertificateVerification({ verificationCode: 'ABCD-EFGH-JKLM' }).credential.url).toBe(
      'http://localhost:3000/v1/credentials/ABCD-EFGH-JKLM',
    );
  });
});
