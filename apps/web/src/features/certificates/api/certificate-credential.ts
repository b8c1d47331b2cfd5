import { certificateEndpoints } from '@academy/contracts';
import { mutationOptions, useMutation } from '@tanstack/react-query';
import { api } from '../../../shared/api/client';
import { saveFile } from '../../../shared/api/save-file';
import { certificateFileName } from './certificate-pdf';

/**
 * GET credentials/{code}: the certificate's Open Badges credential signed as a VC-JWT, saved
 * as a `.jwt` file that anyone can check against the issuer's published key.
 */
export async function downloadCredential(verificationCode: string) {
  const blob = await api(certificateEndpoints.getCertificateCredential, {
    params: { code: verificationCode },
  });
  saveFile(blob as Blob, certificateFileName(verificationCode, 'jwt'));
}

export function downloadCredentialMutationOptions() {
  return mutationOptions({
    mutationKey: ['certificates', 'download-credential'],
    mutationFn: downloadCredential,
  });
}

export function useDownloadCredential() {
  return useMutation(downloadCredentialMutationOptions());
}
