import { paths, type Role, STUDENT_ROOT, staffRoles } from '@academy/contracts';
import { redirect } from 'react-router';
import { hasSession, sessionRole } from '../../shared/api/tokens';
import { rememberReturnTo, takeReturnTo } from '../../shared/session/return-to';

/*
 * Route guards run as loaders, before any screen code loads: a visitor never downloads the
 * student area, and a student never sees the public area flash by. The role comes from the
 * access token; it only chooses the area to show, since the server checks every call.
 */

function isStaff(role: Role | null): boolean {
  return staffRoles.some((staffRole) => staffRole === role);
}

/** Where a signed-in user lands: staff (mentors, admins) in /admin, everyone else in /dashboard. */
export function homeOf(role: Role | null): string {
  return isStaff(role) ? paths.admin.root : STUDENT_ROOT;
}

/**
 * `/`: the landing page for a visitor; for a signed-in user, where they were going when they
 * were sent to log in (a deep link, or the screen their ended session was on), or else their
 * home.
 */
export function redirectFromRoot() {
  if (!hasSession()) return redirect(paths.home);
  return redirect(takeReturnTo() ?? homeOf(sessionRole()));
}

/**
 * Without a session: keeps the requested page for after the login, and goes to `landing`:
 * the landing page for the student area (as the specification has it), the login for the
 * staff area, whose people come to log in.
 */
function withoutSession(request: Request | undefined, landing: string) {
  if (request) rememberReturnTo(request.url);
  return redirect(landing);
}

/**
 * The public area (the landing page, sign-up, login and the password screens) is for
 * visitors: a logged-in user is sent to the root. The legal pages are not guarded.
 */
export function redirectSignedIn() {
  return hasSession() ? redirect(paths.root) : null;
}

/** The student area needs a session; staff have their own area. */
export function requireStudentArea(request?: Request) {
  if (!hasSession()) return withoutSession(request, paths.home);
  return isStaff(sessionRole()) ? redirect(paths.admin.root) : null;
}

/** The staff area needs a staff session; a student is sent to their own area. */
export function requireStaffArea(request?: Request) {
  if (!hasSession()) return withoutSession(request, paths.auth.login);
  return isStaff(sessionRole()) ? null : redirect(STUDENT_ROOT);
}

/**
 * The admin-only parts of the staff area (everything but the reviews): a mentor is sent to
 * the review queue, the part that is theirs.
 */
export function requireAdminArea(request?: Request) {
  const staff = requireStaffArea(request);
  if (staff) return staff;
  return sessionRole() === 'admin' ? null : redirect(paths.admin.reviews);
}
