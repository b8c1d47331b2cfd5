import type { QueryClient } from '@tanstack/react-query';
import type { Params } from 'react-router';
import { directionsQueryOptions } from '../../features/learning/api/directions';
import { homeworkQueryOptions } from '../../features/learning/api/homework';
import { lastOpenedLectureQueryOptions } from '../../features/learning/api/last-opened-lecture';
import { lectureQueryOptions } from '../../features/learning/api/lecture';
import { subjectQueryOptions } from '../../features/learning/api/subject';
import { loadMarkdownContent } from '../../features/learning/content/load-markdown';
import { routeId } from '../../features/learning/route-id';

/*
 * What the learning screens show, fetched by their routes' loaders. An id that cannot name
 * anything is not asked for: the screen says "not found" by itself. Imported from the
 * screens' kit, as the screens do, so that loaders and screens share one chunk.
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

/** The lecture, and the renderer of its text beside it. */
export async function prefetchLecture(client: QueryClient, params: Params) {
  const id = routeId(params.id);
  await Promise.all([
    id === null ? null : client.ensureQueryData(lectureQueryOptions(id)),
    loadMarkdownContent(),
  ]);
}

export async function prefetchHomework(client: QueryClient, params: Params) {
  const id = routeId(params.id);
  if (id !== null) await client.ensureQueryData(homeworkQueryOptions(id));
}
