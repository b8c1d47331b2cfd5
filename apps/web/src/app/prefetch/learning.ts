import type { QueryClient } from '@tanstack/react-query';
import type { Params } from 'react-router';
import { directionsQueryOptions } from '../../features/learning/api/directions';
import { homeworkQueryOptions } from '../../features/learning/api/homework';
import { lastOpenedLectureQueryOptions } from '../../features/learning/api/last-opened-lecture';
import { lectureQueryOptions } from '../../features/learning/api/lecture';
import { subjectQueryOptions } from '../../features/learning/api/subject';
import { routeId } from '../../features/learning/route-id';

/*
 * What the learning screens show, fetched by their routes' loaders. An id that cannot name
 * anything is not asked for: the screen says "not found" by itself.
 */

/** The dashboard: the directions with their subjects, and the lecture to continue with. */
export function prefetchDashboard(client: QueryClient) {
  return Promise.all([
    client.ensureQueryData(directionsQueryOptions()),
    client.ensureQueryData(lastOpenedLectureQueryOptions()),
  ]);
}

export async function prefetchSubject(client: QueryClient, params: Params) {
  const id = routeId(params.id);
  if (id !== null) await client.ensureQueryData(subjectQueryOptions(id));
}

export async function prefetchLecture(client: QueryClient, params: Params) {
  const id = routeId(params.id);
  if (id !== null) await client.ensureQueryData(lectureQueryOptions(id));
}

export async function prefetchHomework(client: QueryClient, params: Params) {
  const id = routeId(params.id);
  if (id !== null) await client.ensureQueryData(homeworkQueryOptions(id));
}
