import { idTextSchema } from '@academy/contracts';
import type { QueryClient } from '@tanstack/react-query';
import type { LoaderFunctionArgs } from 'react-router';
import { miniProjectQueryOptions } from '../../features/learning/api/mini-project';
import { taskQueryOptions } from '../../features/learning/api/task';

/** The route's `:id` as an id, or null when it names none (the screen says "not found"). */
function routeId({ params }: LoaderFunctionArgs): number | null {
  const parsed = idTextSchema.safeParse(params.id);
  return parsed.success ? parsed.data : null;
}

/** /task/{id}: the test and the student's attempt. */
export function prefetchTask(client: QueryClient, args: LoaderFunctionArgs) {
  const id = routeId(args);
  return id === null ? Promise.resolve() : client.ensureQueryData(taskQueryOptions(id));
}

/** /mini-project/{id}: the brief and the student's submissions. */
export function prefetchMiniProject(client: QueryClient, args: LoaderFunctionArgs) {
  const id = routeId(args);
  return id === null ? Promise.resolve() : client.ensureQueryData(miniProjectQueryOptions(id));
}
