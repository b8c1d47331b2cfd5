import { type StaffRole, userAdminEndpoints } from '@academy/contracts';
import { mutationOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../shared/api/client';
import { userKeys } from './user-keys';

/** PATCH admin/users/{id}/role: mentor or admin, for staff only. */
export function changeRole({ id, role }: { id: number; role: StaffRole }) {
  return api(userAdminEndpoints.changeUserRole, { params: { id }, body: { role } });
}

export function changeRoleMutationOptions() {
  return mutationOptions({ mutationKey: ['user-admin', 'change-role'], mutationFn: changeRole });
}

/** The users' lists and pages are read again afterwards. */
export function useChangeRole() {
  const queryClient = useQueryClient();
  return useMutation({
    ...changeRoleMutationOptions(),
    onSettled: () => queryClient.invalidateQueries({ queryKey: userKeys.all }),
  });
}
