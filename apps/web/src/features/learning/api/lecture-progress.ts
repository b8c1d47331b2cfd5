import {
  type Direction,
  type LectureAssignment,
  progressPercent,
  type SubjectResponse,
} from '@academy/contracts';
import type { QueryClient } from '@tanstack/react-query';
import { directionsQueryOptions } from './directions';
import { lastOpenedLectureQueryOptions } from './last-opened-lecture';
import { subjectQueryOptions } from './subject';

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
  const subjectKey = subjectQueryOptions(lecture.subjectId).queryKey;
  const subject = client.getQueryData(subjectKey);
  const updated = subject ? withLectureAssignment(subject, lecture.id, assignment) : undefined;
  if (updated) {
    client.setQueryData(subjectKey, updated);
    client.setQueryData(directionsQueryOptions().queryKey, (directions) =>
      directions ? withSubjectCounts(directions, updated) : directions,
    );
  }
  return Promise.all([
    client.invalidateQueries({ queryKey: subjectKey, exact: true }),
    client.invalidateQueries({ queryKey: directionsQueryOptions().queryKey }),
    client.invalidateQueries({ queryKey: lastOpenedLectureQueryOptions().queryKey }),
  ]);
}
