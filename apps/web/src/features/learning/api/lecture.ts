import { learningEndpoints } from '@academy/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../shared/api/client';
import { applyLectureAssignment } from './lecture-progress';
import { screenQuery, shownByScreen } from './screen-query';

/** GET lectures/{id}. Opening a lecture starts it and makes it the one to continue with. */
export function getLecture(id: number, signal?: AbortSignal) {
  return api(learningEndpoints.getLecture, { params: { id } }, { ...shownByScreen, signal });
}

export function lectureQueryKey(id: number) {
  return ['learning', 'lecture', id] as const;
}

export function lectureQueryOptions(id: number) {
  return queryOptions({
    queryKey: lectureQueryKey(id),
    queryFn: async ({ signal, client }) => {
      const lecture = await getLecture(id, signal);
      // The opening started the lecture and made it the one to continue with.
      const [assignment] = lecture.lectureAssignments;
      if (assignment) void applyLectureAssignment(client, lecture, assignment);
      return lecture;
    },
    ...screenQuery,
  });
}

export function useLecture(id: number) {
  return useQuery(lectureQueryOptions(id));
}
