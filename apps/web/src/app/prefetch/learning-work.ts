import type { QueryClient } from '@tanstack/react-query';
import type { Params } from 'react-router';
import { miniProjectQueryOptions } from '../../features/learning/api/mini-project';
import { taskQueryOptions } from '../../features/learning/api/task';
import { routeId } from '../../features/learning/route-id';

/*
 * What the test and mini-project screens show, fetched by their routes' loaders (a chunk of
 * their own, like the screens). An id that cannot name anything is not asked for.
 */

/** /task/{id}: the test and the student's attempt. */
export async function prefetchTask(client: QueryClient, params: Params) {
  const id = routeId(params.id);
  if (id !== null) await client.ensureQueryData(taskQueryOptions(id));
}

/** /mini-project/{id}: the brief and the student's submissions. */
export async function prefetchMiniProject(client: QueryClient, params: Params) {
  const id = routeId(params.id);
  if (id !== null) await client.ensureQueryData(miniProjectQueryOptions(id));
}
