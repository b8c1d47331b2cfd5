import { apiPaths, type ChangePasswordRequest } from '@academy/contracts';
import { api } from '../../../shared/api/client';

/** PATCH students/password with the session's token. Answers 204; the form shows failures. */
export function changePassword(body: ChangePasswordRequest) {
  return api.patch(apiPaths.studentPassword, body, undefined, { toast: false });
}
