import { paths } from '@academy/contracts';

/** The first segment of each path (`/dashboard`, `/subject/…` → `dashboard`, `subject`). */
function firstSegments(list: readonly (string | ((id: string) => string))[]): Set<string> {
  return new Set(
    list.map((path) => (typeof path === 'function' ? path('') : path).split('/')[1] ?? ''),
  );
}

/** A URL path's first segment, as the areas are told apart by (`/Lecture/3` → `lecture`). */
export function firstSegment(pathname: string): string {
  return pathname.split('/')[1]?.toLowerCase() ?? '';
}

/** The areas outside the public pages, by the first segments of their paths. */
export const areaSegments = {
  visitor: firstSegments([paths.auth.root, paths.registration.root]),
  student: firstSegments(Object.values(paths.student)),
  staff: firstSegments([paths.admin.root]),
};

/** Whether a URL path is in the student or staff area (whose routes load on demand). */
export function isPrivateAreaPath(pathname: string): boolean {
  const segment = firstSegment(pathname);
  return areaSegments.student.has(segment) || areaSegments.staff.has(segment);
}
