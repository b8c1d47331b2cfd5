import type { authEndpoints, EndpointBody } from '@academy/contracts';
import { mutationOptions, useMutation } from '@tanstack/react-query';

export type LoginInput = EndpointBody<typeof authEndpoints.login>;

/**
 * POST auth/login. A failure is said on the form, with a hint where one helps (no toast).
 * The HTTP client and the endpoints' schemas (zod, some 26 KB gzip) load when the form is
 * first sent, not with the login page, which calls nothing before that.
 */
export async function login(credentials: LoginInput) {
  const { callLogin } = await import('./login-call');
  return callLogin(credentials);
}

export function loginMutationOptions() {
  return mutationOptions({ mutationKey: ['login'], mutationFn: login });
}

export function useLogin() {
  return useMutation(loginMutationOptions());
}
