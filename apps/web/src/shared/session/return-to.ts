import { isPrivateAreaPath } from './area-paths';

/*
 * Where a visitor was going when the app sent them to log in (a deep link opened without a
 * session, or a session that ended on a screen): after the login the root page opens it
 * instead of the user's home. Only a path of this app's student or staff area is kept, never
 * another origin (no open redirect); it lives in this tab's session storage, and is used once.
 */

const RETURN_TO_KEY = 'academy.returnTo';

/** `target` as a path of this app's student or staff area (with its query and hash), or null. */
export function inAppPath(target: string): string | null {
  // Protocol-relative (`//host`) and backslashed paths would leave the origin in a browser.
  if (!target.startsWith('/') || target.startsWith('//') || target.includes('\\')) return null;
  let url: URL;
  try {
    url = new URL(target, window.location.origin);
  } catch {
    return null;
  }
  if (url.origin !== window.location.origin || !isPrivateAreaPath(url.pathname)) return null;
  return `${url.pathname}${url.search}${url.hash}`;
}

function storage(): Storage | null {
  try {
    return window.sessionStorage;
  } catch {
    return null;
  }
}

/** Keeps `target` (a URL or path) to open after the next login, when it is one of the app's. */
export function rememberReturnTo(target: string): void {
  const url = new URL(target, window.location.origin);
  if (url.origin !== window.location.origin) return;
  const path = inAppPath(`${url.pathname}${url.search}${url.hash}`);
  if (path === null) return;
  try {
    storage()?.setItem(RETURN_TO_KEY, path);
  } catch {
    // Storage full or refused: the user lands on their home, as without a deep link.
  }
}

/** Forgets where the visitor was going (a logout). */
export function forgetReturnTo(): void {
  storage()?.removeItem(RETURN_TO_KEY);
}

/** The kept path, taken (used once), checked again: storage is the user's to edit. */
export function takeReturnTo(): string | null {
  const kept = storage()?.getItem(RETURN_TO_KEY) ?? null;
  forgetReturnTo();
  return kept === null ? null : inAppPath(kept);
}
