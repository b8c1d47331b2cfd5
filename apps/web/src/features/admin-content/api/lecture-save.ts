import { contentItemEndpoints, type LectureUpdateRequest } from '@academy/contracts';
import { mutationOptions, useMutation } from '@tanstack/react-query';
import { api } from '../../../shared/api/client';
import { lectureQueryKey } from './lecture';

export interface SaveLectureInput {
  id: number;
  body: LectureUpdateRequest;
}

/**
 * PUT admin/lectures/{id}. The form checks the same rules first, so a refusal (a test
 * attempted meanwhile, say) is a toast.
 */
export function saveLecture({ id, body }: SaveLectureInput) {
  return api(contentItemEndpoints.updateAdminLecture, { params: { id }, body });
}

export function saveLectureMutationOptions() {
  return mutationOptions({
    mutationKey: ['admin', 'content-items', 'lecture', 'save'],
    mutationFn: saveLecture,
    onSuccess: (saved, _input, _result, { client }) => {
      client.setQueryData(lectureQueryKey(saved.id), saved);
    },
  });
}

export function useSaveLecture() {
  return useMutation(saveLectureMutationOptions());
}
