import { authEndpoints, type EndpointBody } from '@academy/contracts';
import { mutationOptions, useMutation } from '@tanstack/react-query';
import { api } from '../../../shared/api/client';

export type LoginInput = EndpointBody<typeof authEndpoints.login>;

/** POST auth/login. A failure is the client's toast; the form adds a hint where one helps. */
export function login(credentials: LoginInput) {
  return api(authEndpoints.login, credentials);
}

export function loginMutationOptions() {
  return mutationOptions({ mutationKey: ['login'], mutationFn: login });
}

export function useLogin() {
  return useMutation(loginMutationOptions());
}
