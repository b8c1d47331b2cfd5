import { apiPaths } from '@academy/contracts';
import { useMutation } from '@tanstack/react-query';
import { api } from './client';

/** POST auth/verification/resend: mails a fresh verification link (204 whatever the address). */
export function useResendVerification() {
  return useMutation({
    mutationFn: (email: string) =>
      api.post(apiPaths.verificationResend, { email }, undefined, { toast: false }),
  });
}
