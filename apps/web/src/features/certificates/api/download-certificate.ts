import { certificateEndpoints } from '@academy/contracts';
import { mutationOptions } from '@tanstack/react-query';
import { api } from '../../../shared/api/client';
import { endpointMutation } from '../../../shared/api/endpoint-query';
import { saveFile } from '../../../shared/api/save-file';
import { i18n } from '../../../shared/i18n/i18n';
import { documentLanguageQuery } from '../../../shared/i18n/language';

/** The name a certificate's download is saved under: its code names it. */
const certificateFileName = (verificationCode: string, extension: 'pdf' | 'jwt') =>
  `certificate-${verificationCode}.${extension}`;

export interface CertificateFileInput {
  id: string;
  verificationCode: string;
}

/**
 * GET certificates/{id}/pdf: one of the student's certificates as a PDF, in the language they
 * read the academy in. It is the student's own, so it is fetched with the session's bearer (a
 * plain link would carry none), then saved under its code.
 */
export const downloadCertificatePdfMutation = mutationOptions({
  mutationKey: [certificateEndpoints.getCertificatePdf.operationId],
  mutationFn: async ({ id, verificationCode }: CertificateFileInput) => {
    const pdf = await api(certificateEndpoints.getCertificatePdf, {
      params: { id },
      query: documentLanguageQuery(i18n.language),
    });
    saveFile(pdf as Blob, certificateFileName(verificationCode, 'pdf'));
  },
});

/**
 * GET credentials/{code}: the certificate's Open Badges credential signed as a VC-JWT, saved
 * as a `.jwt` file that anyone can check against the issuer's published key.
 */
export const downloadCredentialMutation = endpointMutation(
  certificateEndpoints.getCertificateCredential,
  {
    onSuccess: (credential, { params }) =>
      saveFile(credential as Blob, certificateFileName(params.code, 'jwt')),
  },
);
