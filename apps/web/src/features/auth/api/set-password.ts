import { authEndpoints, type EndpointBody } from '@academy/contracts';
import { mutationOptions } from '@tanstack/react-query';
import { api } from '../../../shared/api/client';

/*
 * Choosing a password with a token that is not the session's: each call carries its own
 * bearer, so these are mutations of their own rather than `endpointMutation`.
 */

export interface ResetPasswordInput {
  password: EndpointBody<typeof authEndpoints.resetPassword>;
  /** The mailed link's token, the call's bearer. */
  linkToken: string;
}

/** POST auth/reset-password with the mailed link's token as bearer. Answers 204. */
export const resetPasswordMutation = mutationOptions({
  mutationKey: [authEndpoints.resetPassword.operationId],
  mutationFn: ({ password, linkToken }: ResetPasswordInput) =>
    api(authEndpoints.resetPassword, password, { bearer: linkToken }),
});

export interface SetPasswordInput {
  password: EndpointBody<typeof authEndpoints.setPassword>;
  /** The access token of a temporary-password login, or a mailed set-password link's token. */
  bearer: string;
}

/**
 * POST auth/set-password; the answer is the new session's token pair. The temporary password
 * chosen again is said on its field, not as a toast.
 */
export const setPasswordMutation = mutationOptions({
  mutationKey: [authEndpoints.setPassword.operationId],
  mutationFn: ({ password, bearer }: SetPasswordInput) =>
    api(authEndpoints.setPassword, password, {
      bearer,
      shownByCaller: ['ERR_USER_PASSWORD_EQUAL_TEMPORARY_PASSWORD'],
    }),
});
