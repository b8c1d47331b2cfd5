import { authEndpoints, type EndpointBody } from '@academy/contracts';
import { mutationOptions, useMutation } from '@tanstack/react-query';
import { api } from '../../../shared/api/client';

export type LoginInput = EndpointBody<typeof authEndpoints.login>;

/** POST auth/login. The form shows a failure inline, so the client's toast is off. */
export function login(credentials: LoginInput) {
  return api(authEndpoints.login, credentials, { toast: false });
}

export function loginMutationOptions() {
  return mutationOptions({ mutationKey: ['login'], mutationFn: login });
}

export function useLogin() {
  return useMutation(loginMutationOptions());
}
