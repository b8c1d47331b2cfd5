import { paths } from './paths.js';

/*
 * Which URLs are pages of the web app, derived from `paths`: the server answers the others
 * with 404 (and the app's not-found page). A module of its own, imported by the server as
 * `@academy/contracts/app-routes`, so that the web app's bundles never carry it.
 */

/** What a parameterised path of `paths` is given to name its parameter in a pattern. */
const PARAMETER = ':id';

type PathTree = { readonly [key: string]: string | ((id: string) => string) | PathTree };

function collect(tree: PathTree): string[] {
  return Object.values(tree).flatMap((entry) => {
    if (typeof entry === 'string') return [entry];
    if (typeof entry === 'function') return [entry(PARAMETER)];
    return collect(entry);
  });
}

/** Every route of the web app as a pattern (`/auth/login`, `/subject/:id`), each once. */
export function appRoutePatterns(): string[] {
  return [...new Set(collect(paths))];
}

const segmentsOf = (path: string) => path.split('/').filter((segment) => segment !== '');

/** A segment as the router compares it: percent-decoded and, like its routes, case-blind. */
function normalSegment(segment: string): string {
  try {
    return decodeURIComponent(segment).toLowerCase();
  } catch {
    return segment.toLowerCase();
  }
}

const patterns = appRoutePatterns().map((pattern) => segmentsOf(pattern).map(normalSegment));

/**
 * Whether a URL path (no query) is a page of the web app, matched as its router does: a
 * `:parameter` segment takes any one segment (the page itself refuses a bad id), letters
 * match in either case, and a trailing slash does not count.
 */
export function isAppRoute(pathname: string): boolean {
  const segments = segmentsOf(pathname).map(normalSegment);
  return patterns.some(
    (pattern) =>
      pattern.length === segments.length &&
      pattern.every((part, index) => part.startsWith(':') || part === segments[index]),
  );
}
