import { contentItemEndpoints } from '@academy/contracts';
import { mutationOptions, useMutation } from '@tanstack/react-query';
import { api } from '../../../shared/api/client';

export interface DeleteLectureInput {
  id: number;
  /** True once the admin has seen what students lose. */
  confirm: boolean;
}

/**
 * DELETE admin/lectures/{id}. A failure is a toast. The screen leaves for the subject, then
 * drops the item's cached data (its query must not be asked again while the screen stands).
 */
export function deleteLecture({ id, confirm }: DeleteLectureInput) {
  return api(contentItemEndpoints.deleteAdminLecture, {
    params: { id },
    query: { confirm: confirm ? 'true' : 'false' },
  });
}

export function deleteLectureMutationOptions() {
  return mutationOptions({
    mutationKey: ['admin', 'content-items', 'lecture', 'delete'],
    mutationFn: deleteLecture,
  });
}

export function useDeleteLecture() {
  return useMutation(deleteLectureMutationOptions());
}
