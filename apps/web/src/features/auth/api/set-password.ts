import { apiPaths, type NewPasswordRequest, setPasswordResponseSchema } from '@academy/contracts';
import { api } from '../../../shared/api/client';

/**
 * POST auth/set-password. The bearer is the access token of a temporary-password login or a
 * mailed set-password link's token; the answer is the new session's token pair.
 */
export function setPassword(body: NewPasswordRequest, bearer: string) {
  return api.post(apiPaths.setPassword, body, setPasswordResponseSchema, {
    bearer,
    toast: false,
  });
}
