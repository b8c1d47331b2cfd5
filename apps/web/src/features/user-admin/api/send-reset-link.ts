import { userAdminEndpoints } from '@academy/contracts';
import { mutationOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../shared/api/client';
import { userKeys } from './user-keys';

/** POST admin/users/{id}/reset-link: forgot password's mail, at most once a minute per address. */
export function sendResetLink(id: number) {
  return api(userAdminEndpoints.sendUserResetLink, { params: { id } });
}

export function sendResetLinkMutationOptions() {
  return mutationOptions({
    mutationKey: ['user-admin', 'send-reset-link'],
    mutationFn: sendResetLink,
  });
}

/** The users' lists and pages are read again afterwards. */
export function useSendResetLink() {
  const queryClient = useQueryClient();
  return useMutation({
    ...sendResetLinkMutationOptions(),
    onSettled: () => queryClient.invalidateQueries({ queryKey: userKeys.all }),
  });
}
