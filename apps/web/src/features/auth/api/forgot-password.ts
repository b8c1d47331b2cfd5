import { authEndpoints, type EndpointBody } from '@academy/contracts';
import { mutationOptions, useMutation } from '@tanstack/react-query';
import { api } from '../../../shared/api/client';

export type PasswordLinkInput = EndpointBody<typeof authEndpoints.forgotPassword>;

/**
 * POST auth/forgot-password: mails a link to choose a new password, at most one a minute per
 * address. It answers whether this request was taken and when the next will be, the same
 * whatever the address, so nothing here can tell whether an account exists. A failure is a
 * toast.
 */
export function requestPasswordLink(request: PasswordLinkInput) {
  return api(authEndpoints.forgotPassword, request);
}

export function requestPasswordLinkMutationOptions() {
  return mutationOptions({ mutationKey: ['forgot-password'], mutationFn: requestPasswordLink });
}

export function useRequestPasswordLink() {
  return useMutation(requestPasswordLinkMutationOptions());
}
