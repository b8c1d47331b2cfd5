import type { RouteObject } from 'react-router';
import { privateRoutes } from '../app/private-routes';
import type { AppQueryClient } from '../app/query-client';
import { createRoutes } from '../app/routes';
import { staffRoutes } from '../app/staff-routes';
import { visitorRoutes } from '../app/visitor-routes';

/**
 * Every route of the app in one table: the starting routes with sign-in, sign-up and the
 * student and staff areas below the root, as the router holds them once it has discovered
 * them all.
 */
export function allRoutes(queryClient: AppQueryClient): RouteObject[] {
  return createRoutes(queryClient).map((route): RouteObject => {
    if (route.id !== 'root' || route.index) return route;
    return {
      ...route,
      children: [
        ...(route.children ?? []),
        ...visitorRoutes(queryClient),
        ...privateRoutes(queryClient),
        ...staffRoutes(queryClient),
      ],
    };
  });
}
