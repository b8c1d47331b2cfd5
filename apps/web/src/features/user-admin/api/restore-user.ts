import { userAdminEndpoints } from '@academy/contracts';
import { mutationOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../shared/api/client';
import { userKeys } from './user-keys';

/** POST admin/users/{id}/restore: unblocks the account. */
export function restoreUser(id: number) {
  return api(userAdminEndpoints.restoreUser, { params: { id } });
}

export function restoreUserMutationOptions() {
  return mutationOptions({ mutationKey: ['user-admin', 'restore-user'], mutationFn: restoreUser });
}

/** The users' lists and pages are read again afterwards. */
export function useRestoreUser() {
  const queryClient = useQueryClient();
  return useMutation({
    ...restoreUserMutationOptions(),
    onSettled: () => queryClient.invalidateQueries({ queryKey: userKeys.all }),
  });
}
