import { userAdminEndpoints } from '@academy/contracts';
import { mutationOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../shared/api/client';
import { userKeys } from './user-keys';

/** POST admin/users/{id}/temporary-password: a mailed temporary password; every session ends. */
export function issueTemporaryPassword(id: number) {
  return api(userAdminEndpoints.issueTemporaryPassword, { params: { id } });
}

export function issueTemporaryPasswordMutationOptions() {
  return mutationOptions({
    mutationKey: ['user-admin', 'issue-temporary-password'],
    mutationFn: issueTemporaryPassword,
  });
}

/** The users' lists and pages are read again afterwards. */
export function useIssueTemporaryPassword() {
  const queryClient = useQueryClient();
  return useMutation({
    ...issueTemporaryPasswordMutationOptions(),
    onSettled: () => queryClient.invalidateQueries({ queryKey: userKeys.all }),
  });
}
