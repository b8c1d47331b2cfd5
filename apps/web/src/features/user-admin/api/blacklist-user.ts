import { userAdminEndpoints } from '@academy/contracts';
import { mutationOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../shared/api/client';
import { userKeys } from './user-keys';

/** POST admin/users/{id}/blacklist: blocks the account, saying why; every session ends at once. */
export function blacklistUser({ id, reason }: { id: number; reason: string }) {
  return api(userAdminEndpoints.blacklistUser, { params: { id }, body: { reason } });
}

export function blacklistUserMutationOptions() {
  return mutationOptions({
    mutationKey: ['user-admin', 'blacklist-user'],
    mutationFn: blacklistUser,
  });
}

/** The users' lists and pages are read again afterwards. */
export function useBlacklistUser() {
  const queryClient = useQueryClient();
  return useMutation({
    ...blacklistUserMutationOptions(),
    onSettled: () => queryClient.invalidateQueries({ queryKey: userKeys.all }),
  });
}
