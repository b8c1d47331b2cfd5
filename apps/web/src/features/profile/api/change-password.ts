import { type EndpointBody, endpoints } from '@academy/contracts';
import { mutationOptions, useMutation } from '@tanstack/react-query';
import { api } from '../../../shared/api/client';

export type ChangePasswordInput = EndpointBody<typeof endpoints.studentPassword>;

/** PATCH students/password with the session's token. Answers 204; the form shows failures. */
export function changePassword(request: ChangePasswordInput) {
  return api(endpoints.studentPassword, request, { toast: false });
}

export function changePasswordMutationOptions() {
  return mutationOptions({ mutationKey: ['change-password'], mutationFn: changePassword });
}

export function useChangePassword() {
  return useMutation(changePasswordMutationOptions());
}
