import { paths, STUDENT_ROOT } from '@academy/contracts';
import { redirect } from 'react-router';
import { hasSession } from '../../shared/api/tokens';

/*
 * Route guards run as loaders, before any screen code loads: a visitor never downloads the
 * student area, and a student never sees the public area flash by.
 */

/** `/`: the student root for a logged-in user, the landing page for a visitor. */
export function redirectFromRoot() {
  return redirect(hasSession() ? STUDENT_ROOT : paths.home);
}

/** Public area (spec §2, §6): a logged-in user is sent to the root. */
export function redirectSignedIn() {
  return hasSession() ? redirect(paths.root) : null;
}

/** Student and staff areas need an access token; without one, the landing page. */
export function requireSession() {
  return hasSession() ? null : redirect(paths.home);
}
