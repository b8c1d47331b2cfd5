import { authEndpoints, type EndpointBody } from '@academy/contracts';
import { mutationOptions, useMutation } from '@tanstack/react-query';
import { api } from '../../../shared/api/client';

export type ChangePasswordInput = EndpointBody<typeof authEndpoints.changePassword>;

/** PATCH students/password with the session's token. Answers 204; a failure is a toast. */
export function changePassword(request: ChangePasswordInput) {
  return api(authEndpoints.changePassword, request);
}

export function changePasswordMutationOptions() {
  return mutationOptions({ mutationKey: ['change-password'], mutationFn: changePassword });
}

export function useChangePassword() {
  return useMutation(changePasswordMutationOptions());
}
