import { apiPaths, type LoginRequest, loginResponseSchema } from '@academy/contracts';
import { api } from '../../../shared/api/client';

/** POST auth/login. The form shows a failure inline, so the client's toast is off. */
export function login(body: LoginRequest) {
  return api.post(apiPaths.login, body, loginResponseSchema, { toast: false });
}
