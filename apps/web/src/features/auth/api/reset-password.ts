import { authEndpoints, type EndpointBody } from '@academy/contracts';
import { mutationOptions, useMutation } from '@tanstack/react-query';
import { api } from '../../../shared/api/client';

export interface ResetPasswordInput {
  password: EndpointBody<typeof authEndpoints.resetPassword>;
  /** The mailed link's token, the call's bearer. */
  linkToken: string;
}

/** POST auth/reset-password with the mailed link's token as bearer. Answers 204. */
export function resetPassword({ password, linkToken }: ResetPasswordInput) {
  return api(authEndpoints.resetPassword, password, { bearer: linkToken });
}

export function resetPasswordMutationOptions() {
  return mutationOptions({ mutationKey: ['reset-password'], mutationFn: resetPassword });
}

export function useResetPassword() {
  return useMutation(resetPasswordMutationOptions());
}
