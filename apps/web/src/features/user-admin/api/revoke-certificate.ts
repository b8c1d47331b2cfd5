import { certificateEndpoints } from '@academy/contracts';
import { mutationOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../shared/api/client';
import { userKeys } from './user-keys';

export interface RevokeCertificateInput {
  id: string;
  reason: string;
  /** A subject's certificate: its direction's certificate is revoked with it. */
  alsoDirection?: boolean;
}

/** POST admin/certificates/{id}/revocation: revoked for good, with the reason. */
export function revokeCertificate({ id, reason, alsoDirection = false }: RevokeCertificateInput) {
  return api(certificateEndpoints.revokeCertificate, {
    params: { id },
    body: { reason, alsoDirection },
  });
}

export function revokeCertificateMutationOptions() {
  return mutationOptions({
    mutationKey: ['user-admin', 'revoke-certificate'],
    mutationFn: revokeCertificate,
  });
}

/** The user's page is read again afterwards. */
export function useRevokeCertificate() {
  const queryClient = useQueryClient();
  return useMutation({
    ...revokeCertificateMutationOptions(),
    onSettled: () => queryClient.invalidateQueries({ queryKey: userKeys.all }),
  });
}
