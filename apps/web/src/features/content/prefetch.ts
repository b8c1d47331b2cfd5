import type { QueryClient } from '@tanstack/react-query';
import type { Params } from 'react-router';
import { adminDirectionQuery, adminDirectionsQuery, adminSubjectQuery } from './api/queries';
import { routeId } from './content-ui';

/*
 * What the structure screens show, fetched by their routes' loaders (app/staff-routes.tsx).
 * A failed read is left to the screen, which says so with "Try again"; an id that cannot
 * name anything is not asked for.
 */

/** The unfiltered list: a search in the address is read by the screen itself. */
export async function prefetchContent(client: QueryClient) {
  await client.prefetchQuery(adminDirectionsQuery(''));
}

export async function prefetchDirection(client: QueryClient, params: Params) {
  const id = routeId(params.id);
  if (id !== null) await client.prefetchQuery(adminDirectionQuery(id));
}

export async function prefetchSubject(client: QueryClient, params: Params) {
  const id = routeId(params.id);
  if (id !== null) await client.prefetchQuery(adminSubjectQuery(id));
}
