import {
  type Direction,
  type LectureAssignment,
  learningEndpoints,
  progressPercent,
  type SubjectResponse,
} from '@academy/contracts';
import { type QueryClient, queryOptions } from '@tanstack/react-query';
import { api } from '../../../shared/api/client';
import { endpointMutation, endpointQuery } from '../../../shared/api/endpoint-query';
import { directionsQuery, lastOpenedLectureQuery, subjectQuery } from './queries';

/** The subject with the lecture's new assignment, its counts and progress following. */
export function withLectureAssignment(
  subject: SubjectResponse,
  lectureId: number,
  assignment: LectureAssignment,
): SubjectResponse {
  const chapters = subject.chapters.map((chapter) => ({
    ...chapter,
    lectures: chapter.lectures.map((lecture) =>
      lecture.id === lectureId ? { ...lecture, lectureAssignments: [assignment] } : lecture,
    ),
  }));
  const completedLectureCount = chapters
    .flatMap((chapter) => chapter.lectures)
    .filter((lecture) => lecture.lectureAssignments[0]?.status === 'completed').length;
  const counts = { ...subject, completedLectureCount };
  return { ...counts, chapters, progress: progressPercent(counts) };
}

/** The directions with one subject's counts and progress replaced. */
function withSubjectCounts(directions: Direction[], subject: SubjectResponse): Direction[] {
  return directions.map((direction) => ({
    ...direction,
    subjects: direction.subjects.map((summary) =>
      summary.id === subject.id
        ? {
            ...summary,
            completedLectureCount: subject.completedLectureCount,
            completedTaskCount: subject.completedTaskCount,
            completedMiniProjectCount: subject.completedMiniProjectCount,
            progress: subject.progress,
          }
        : summary,
    ),
  }));
}

/**
 * A lecture was opened or completed: the cached subject, the directions' progress and
 * "continue where you left off" show it at once, then are read again from the server (the
 * ones on screen now, the others when next shown).
 */
export function applyLectureAssignment(
  client: QueryClient,
  lecture: { id: number; subjectId: number },
  assignment: LectureAssignment,
) {
  const subjectKey = subjectQuery(lecture.subjectId).queryKey;
  const subject = client.getQueryData(subjectKey);
  const updated = subject ? withLectureAssignment(subject, lecture.id, assignment) : undefined;
  if (updated) {
    client.setQueryData(subjectKey, updated);
    client.setQueryData(directionsQuery.queryKey, (directions) =>
      directions ? withSubjectCounts(directions, updated) : directions,
    );
  }
  return Promise.all([
    client.invalidateQueries({ queryKey: subjectKey, exact: true }),
    client.invalidateQueries({ queryKey: directionsQuery.queryKey }),
    client.invalidateQueries({ queryKey: lastOpenedLectureQuery.queryKey }),
  ]);
}

/** GET lectures/{id}. Opening a lecture starts it and makes it the one to continue with. */
export const lectureQuery = (id: number) =>
  queryOptions({
    ...endpointQuery(learningEndpoints.getLecture, { params: { id } }, { toast: false }),
    queryFn: async ({ signal, client }) => {
      const lecture = await api(
        learningEndpoints.getLecture,
        { params: { id } },
        { toast: false, signal },
      );
      // The opening started the lecture and made it the one to continue with.
      const [assignment] = lecture.lectureAssignments;
      if (assignment) void applyLectureAssignment(client, lecture, assignment);
      return lecture;
    },
    retryOnMount: false,
  });

/**
 * PATCH lectures/{id} {status: completed}: idempotent. A failure is a toast. The lecture on
 * screen (cached: its page shows it) takes the new assignment, and its subject's progress
 * follows.
 */
export const completeLectureMutation = endpointMutation(learningEndpoints.completeLecture, {
  onSuccess: (assignment, { params }, _result, { client }) => {
    const key = lectureQuery(Number(params.id)).queryKey;
    const lecture = client.getQueryData(key);
    if (!lecture) return;
    client.setQueryData(key, { ...lecture, lectureAssignments: [assignment] });
    // Progress changed: the subject, the dashboard's directions and the lecture to continue.
    return applyLectureAssignment(client, lecture, assignment);
  },
});
