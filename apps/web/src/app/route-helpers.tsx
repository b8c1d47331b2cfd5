import type { RouteObject } from 'react-router';
import { redirect } from 'react-router';
import { RouteErrorPage } from './errors/route-error-page';

/*
 * Small pieces the route tables (routes.tsx, private-routes.tsx) share. Route strings come
 * from contracts' `paths`; child paths are those strings relative to their parent.
 */

export function relative(path: string, parent: string): string {
  if (!path.startsWith(parent)) throw new Error(`${path} is not below ${parent}`);
  return path.slice(parent.length).replace(/^\//, '');
}

export const errorsNs = 'errors' as const;

/** A route that only redirects: its loader answers before anything would be drawn. */
export const redirectTo = (target: string) => ({
  loader: () => redirect(target),
  Component: Redirecting,
});
export function Redirecting() {
  return null;
}

/** Gives every route without one the per-route error boundary. */
export function withErrorBoundaries(route: RouteObject): RouteObject {
  const ErrorBoundary = route.ErrorBoundary ?? RouteErrorPage;
  if (route.index) return { ...route, ErrorBoundary };
  return { ...route, ErrorBoundary, children: route.children?.map(withErrorBoundaries) };
}
