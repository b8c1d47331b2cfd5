import { contentItemEndpoints, type LectureUpdateRequest } from '@academy/contracts';
import { mutationOptions, useMutation } from '@tanstack/react-query';
import { api } from '../../../shared/api/client';
import { lectureQueryKey } from './lecture';

export interface SaveLectureInput {
  id: number;
  body: LectureUpdateRequest;
}

/**
 * PUT admin/lectures/{id}, at the revision the editor loaded. The form checks the same rules
 * first, so a refusal (a test attempted meanwhile, say) is a toast; but a save after someone
 * else's (409 ERR_CONTENT_CHANGED) is the editor's to say, next to the form it keeps
 * (ARCHITECTURE.md, "Content editors").
 */
export function saveLecture({ id, body }: SaveLectureInput) {
  return api(
    contentItemEndpoints.updateAdminLecture,
    { params: { id }, body },
    { shownByCaller: ['ERR_CONTENT_CHANGED'] },
  );
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
