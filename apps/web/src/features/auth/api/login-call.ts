import { authEndpoints } from '@academy/contracts';
import { api } from '../../../shared/api/client';
import type { LoginInput } from './login';

/**
 * POST auth/login, through the HTTP client (loaded with the first submit: login.ts). No
 * toast: the form says what went wrong, where the user is looking.
 */
export function callLogin(credentials: LoginInput) {
  return api(authEndpoints.login, credentials, { toast: false });
}
