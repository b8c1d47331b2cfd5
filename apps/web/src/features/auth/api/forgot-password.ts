import { apiPaths, type ForgotPasswordRequest } from '@academy/contracts';
import { useMutation } from '@tanstack/react-query';
import { api } from '../../../shared/api/client';

/**
 * POST auth/forgot-password: mails a link to choose a new password. It answers 204 whatever
 * the address, so nothing here can tell whether an account exists. Failures show inline.
 */
export function useRequestPasswordLink() {
  return useMutation({
    mutationFn: (request: ForgotPasswordRequest) =>
      api.post(apiPaths.forgotPassword, request, undefined, { toast: false }),
  });
}
