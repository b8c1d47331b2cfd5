import { appRoutePatterns, isAppRoute } from '@academy/contracts/app-routes';
import { matchRoutes, type RouteObject } from 'react-router';
import { describe, expect, it } from 'vitest';
import { allRoutes } from '../test/all-routes';
import { createAppQueryClient } from './query-client';

/*
 * The server answers 404 for a path that is not a page of the app, by contracts'
 * `isAppRoute`. Both must know the same pages: the router's, here.
 */

const NOT_FOUND = '*';
const routes = allRoutes(createAppQueryClient());

/** The full path of every route of the router that draws a page (layouts without one aside). */
function pagePaths(list: RouteObject[], parent = ''): string[] {
  return list.flatMap((route) => {
    // Not-found routes: the app's, and an area's for the addresses under it (`subject/*`).
    if (route.path === NOT_FOUND || route.path?.endsWith(`/${NOT_FOUND}`)) return [];
    const path = route.path?.startsWith('/')
      ? route.path
      : route.path
        ? `${parent.replace(/\/$/, '')}/${route.path}`
        : parent;
    const own = route.index || (route.path && !route.children?.length) ? [path] : [];
    return [...own, ...pagePaths(route.children ?? [], path)];
  });
}

/** A pattern made into a concrete URL path, as a link would be. */
const concrete = (pattern: string) => pattern.replace(/:[^/]+/g, '12');

describe('the pages the server knows', () => {
  const routerPages = pagePaths(routes);

  it('include every page of the router', () => {
    expect(routerPages.length).toBeGreaterThan(25);
    for (const path of routerPages) expect(isAppRoute(concrete(path)), path).toBe(true);
  });

  it('are all pages of the router, none of them its not-found page', () => {
    for (const pattern of appRoutePatterns()) {
      const matched = matchRoutes(routes, concrete(pattern)) ?? [];
      const deepest = matched.at(-1)?.route;
      expect(deepest, pattern).toBeDefined();
      expect(deepest?.path, pattern).not.toBe(NOT_FOUND);
    }
  });

  it('leave out what the router answers with its not-found page', () => {
    for (const path of ['/nowhere', '/admin/nowhere', '/admin/users/12/more']) {
      expect(matchRoutes(routes, path)?.at(-1)?.route.path, path).toBe(NOT_FOUND);
      expect(isAppRoute(path), path).toBe(false);
    }
    // Under the student area, the area's own not-found (in its layout) answers instead.
    for (const path of ['/subject/12/more', '/certificates/1']) {
      expect(matchRoutes(routes, path)?.at(-1)?.route.path, path).toMatch(/^[a-z-]+\/\*$/);
      expect(isAppRoute(path), path).toBe(false);
    }
  });
});
