import { authEndpoints, type EndpointBody } from '@academy/contracts';
import { mutationOptions, useMutation } from '@tanstack/react-query';
import { api } from '../../../shared/api/client';

export interface SetPasswordInput {
  password: EndpointBody<typeof authEndpoints.setPassword>;
  /** The access token of a temporary-password login, or a mailed set-password link's token. */
  bearer: string;
}

/** POST auth/set-password; the answer is the new session's token pair. */
export function setPassword({ password, bearer }: SetPasswordInput) {
  return api(authEndpoints.setPassword, password, { bearer });
}

export function setPasswordMutationOptions() {
  return mutationOptions({ mutationKey: ['set-password'], mutationFn: setPassword });
}

export function useSetPassword() {
  return useMutation(setPasswordMutationOptions());
}
