import { apiPaths, type NewPasswordRequest } from '@academy/contracts';
import { api } from '../../../shared/api/client';

/** POST auth/reset-password with the mailed link's token as bearer. Answers 204. */
export function resetPassword(body: NewPasswordRequest, linkToken: string) {
  return api.post(apiPaths.resetPassword, body, undefined, { bearer: linkToken, toast: false });
}
