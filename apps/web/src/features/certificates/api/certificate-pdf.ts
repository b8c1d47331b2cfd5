import { certificateEndpoints } from '@academy/contracts';
import { mutationOptions, useMutation } from '@tanstack/react-query';
import { api } from '../../../shared/api/client';
import { saveFile } from '../../../shared/api/save-file';
import { i18n } from '../../../shared/i18n/i18n';
import { isLanguage } from '../../../shared/i18n/language';

export interface CertificateFileInput {
  id: string;
  verificationCode: string;
}

/** The name a certificate's download is saved under: its code names it. */
export const certificateFileName = (verificationCode: string, extension: 'pdf' | 'jwt') =>
  `certificate-${verificationCode}.${extension}`;

/**
 * GET certificates/{id}/pdf: one of the student's certificates as a PDF, in the language they
 * read the academy in. It is the student's own, so it is fetched with the session's bearer (a
 * plain link would carry none), then saved.
 */
export async function downloadCertificatePdf({ id, verificationCode }: CertificateFileInput) {
  const blob = await api(certificateEndpoints.getCertificatePdf, {
    params: { id },
    // The holder's stored language when the page's is not one the academy speaks.
    query: isLanguage(i18n.language) ? { language: i18n.language } : {},
  });
  saveFile(blob as Blob, certificateFileName(verificationCode, 'pdf'));
}

export function downloadCertificatePdfMutationOptions() {
  return mutationOptions({
    mutationKey: ['certificates', 'download-pdf'],
    mutationFn: downloadCertificatePdf,
  });
}

export function useDownloadCertificatePdf() {
  return useMutation(downloadCertificatePdfMutationOptions());
}
