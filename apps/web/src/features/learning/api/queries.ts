import { announcementEndpoints, learningEndpoints } from '@academy/contracts';
import { queryOptions } from '@tanstack/react-query';
import { endpointQuery } from '../../../shared/api/endpoint-query';

/*
 * The learning screens' reads, prefetched by their routes' loaders. A screen draws its own
 * failure (the catalogue text with what the student can do: try again, go back, choose a
 * plan), so these calls do not toast as well, and a failure the route loader met is shown as
 * it is rather than asked again the moment the screen mounts (web README, "The HTTP client").
 * The lecture's read, which also records the opening, is in lecture-progress.ts.
 */

/** GET directions: the directions the student is enrolled in, their subjects and progress. */
export const directionsQuery = queryOptions({
  ...endpointQuery(learningEndpoints.listMyDirections, undefined, { toast: false }),
  retryOnMount: false,
});

/** GET lectures/last-opened: the lecture to continue with (null before any was opened). */
export const lastOpenedLectureQuery = queryOptions({
  ...endpointQuery(learningEndpoints.getLastOpenedLecture, undefined, { toast: false }),
  retryOnMount: false,
});

/** GET announcements: those that reach the student, newest first (ARCHITECTURE.md, "Announcements"). */
export const myAnnouncementsQuery = queryOptions({
  ...endpointQuery(announcementEndpoints.listMyAnnouncements, undefined, { toast: false }),
  retryOnMount: false,
});

/** GET subject/{id}: the chapters with the student's state of every item, counts, progress. */
export const subjectQuery = (id: number) =>
  queryOptions({
    ...endpointQuery(learningEndpoints.getSubject, { params: { id } }, { toast: false }),
    retryOnMount: false,
  });

/** GET subject/{id}/homework: the subject's open tests and mini projects, in course order. */
export const homeworkQuery = (subjectId: number) =>
  queryOptions({
    ...endpointQuery(
      learningEndpoints.getHomework,
      { params: { id: subjectId } },
      { toast: false },
    ),
    retryOnMount: false,
  });

/** GET homework: the open tests and mini projects of every subject, overdue first. */
export const myHomeworkQuery = queryOptions({
  ...endpointQuery(learningEndpoints.listMyHomework, undefined, { toast: false }),
  retryOnMount: false,
});

/**
 * GET tasks/{id}: the test's questions (never which answers are right) and the student's
 * attempt. The payment page reads a retake's test with the same key.
 */
export const taskQuery = (id: number) =>
  endpointQuery(learningEndpoints.getTask, { params: { id } }, { toast: false });

/** GET mini-projects/{id}: the brief, its questions and the submissions with their reviews. */
export const miniProjectQuery = (id: number) =>
  endpointQuery(learningEndpoints.getMiniProject, { params: { id } }, { toast: false });
