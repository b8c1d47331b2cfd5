import { learningEndpoints } from '@academy/contracts';
import { mutationOptions, useMutation } from '@tanstack/react-query';
import { api } from '../../../shared/api/client';
import { lectureQueryKey } from './lecture';
import { applyLectureAssignment } from './lecture-progress';

export interface CompleteLectureInput {
  lectureId: number;
  subjectId: number;
}

/** PATCH lectures/{id} {status: completed}: idempotent. A failure is a toast. */
export function completeLecture({ lectureId }: CompleteLectureInput) {
  return api(learningEndpoints.completeLecture, {
    params: { id: lectureId },
    body: { status: 'completed' },
  });
}

export function completeLectureMutationOptions() {
  return mutationOptions({
    mutationKey: ['learning', 'complete-lecture'],
    mutationFn: completeLecture,
    onSuccess: (assignment, { lectureId, subjectId }, _result, { client }) => {
      client.setQueryData(lectureQueryKey(lectureId), (lecture) =>
        lecture ? { ...lecture, lectureAssignments: [assignment] } : lecture,
      );
      // Progress changed: the subject, the dashboard's directions and the lecture to continue.
      return applyLectureAssignment(client, { id: lectureId, subjectId }, assignment);
    },
  });
}

export function useCompleteLecture() {
  return useMutation(completeLectureMutationOptions());
}
