import { authEndpoints, type EndpointBody } from '@academy/contracts';
import { mutationOptions, useMutation } from '@tanstack/react-query';
import { api } from '../../../shared/api/client';

export interface SetPasswordInput {
  password: EndpointBody<typeof authEndpoints.setPassword>;
  /** The access token of a temporary-password login, or a mailed set-password link's token. */
  bearer: string;
}

/**
 * POST auth/set-password; the answer is the new session's token pair. The temporary password
 * chosen again is said on its field, not as a toast.
 */
export function setPassword({ password, bearer }: SetPasswordInput) {
  return api(authEndpoints.setPassword, password, {
    bearer,
    shownByCaller: ['ERR_USER_PASSWORD_EQUAL_TEMPORARY_PASSWORD'],
  });
}

export function setPasswordMutationOptions() {
  return mutationOptions({ mutationKey: ['set-password'], mutationFn: setPassword });
}

export function useSetPassword() {
  return useMutation(setPasswordMutationOptions());
}
