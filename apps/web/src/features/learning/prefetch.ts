import type { QueryClient } from '@tanstack/react-query';
import type { Params } from 'react-router';
import { loadMarkdownContent } from '../../shared/ui/markdown/load-markdown';
import { lectureQuery } from './api/lecture-progress';
import { lectureQuestionsQuery } from './api/lecture-questions';
import {
  homeworkQuery,
  miniProjectQuery,
  myHomeworkQuery,
  subjectQuery,
  taskQuery,
} from './api/queries';
import { routeId } from './route-id';

/*
 * What the learning screens show, fetched by their routes' loaders. An id that cannot name
 * anything is not asked for: the screen says "not found" by itself. Exported with the screens
 * (student-screens.ts), so that loaders and screens are one chunk: one file name less in the
 * app's entry for each (apps/web/README.md, "Landing weight"). The dashboard's is in
 * dashboard/prefetch-dashboard.ts, with its screen in a chunk of its own (dashboard-screen.ts).
 */

export async function prefetchSubject(client: QueryClient, params: Params) {
  const id = routeId(params.id);
  if (id !== null) await client.ensureQueryData(subjectQuery(id));
}

/**
 * The lecture, and the renderer of its text beside it. Its questions are asked for at the
 * same time, not waited for: they show below the lecture.
 */
export async function prefetchLecture(client: QueryClient, params: Params) {
  const id = routeId(params.id);
  if (id !== null) void client.prefetchQuery(lectureQuestionsQuery(id));
  await Promise.all([
    id === null ? null : client.ensureQueryData(lectureQuery(id)),
    loadMarkdownContent(),
  ]);
}

/** /homework: the open work of every subject. */
export async function prefetchMyHomework(client: QueryClient) {
  await client.ensureQueryData(myHomeworkQuery);
}

export async function prefetchHomework(client: QueryClient, params: Params) {
  const id = routeId(params.id);
  if (id !== null) await client.ensureQueryData(homeworkQuery(id));
}

/** /task/{id}: the test and the student's attempt. */
export async function prefetchTask(client: QueryClient, params: Params) {
  const id = routeId(params.id);
  if (id !== null) await client.ensureQueryData(taskQuery(id));
}

/** /mini-project/{id}: the brief and the student's submissions, and the brief's renderer. */
export async function prefetchMiniProject(client: QueryClient, params: Params) {
  const id = routeId(params.id);
  await Promise.all([
    id === null ? null : client.ensureQueryData(miniProjectQuery(id)),
    loadMarkdownContent(),
  ]);
}
