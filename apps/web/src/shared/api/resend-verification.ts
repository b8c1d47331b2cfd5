import { authEndpoints } from '@academy/contracts';
import { mutationOptions, useMutation } from '@tanstack/react-query';
import { api } from './client';

/**
 * POST auth/verification/resend: mails a fresh verification link, at most one a minute per
 * address; the answer (the same whatever the address) says whether this request was taken
 * and when the next will be.
 *
 * Used by the sign-up's last screen and by the verification screen; each shows the outcome,
 * a failure is a toast.
 */
export function resendVerification(email: string) {
  return api(authEndpoints.resendVerification, { email });
}

export function resendVerificationMutationOptions() {
  return mutationOptions({ mutationKey: ['verification-resend'], mutationFn: resendVerification });
}

export function useResendVerification() {
  return useMutation(resendVerificationMutationOptions());
}
