/*
 * Whether a screen holds work written and not submitted (a test's answers, a mini project's
 * text), for Log out to ask first: logging out on purpose removes the drafts from this
 * browser (shared/lib/draft-storage.ts). A screen reports it with `useLeaveWarning`; while
 * the user logs out after saying yes, the screens' own leave warnings stand aside.
 */

const screens = new Set<symbol>();
let loggingOut = false;

/** Marks a screen's work as unsent (or sent); the returned function forgets the screen. */
export function reportUnsentWork(screen: symbol, unsent: boolean): () => void {
  if (unsent) screens.add(screen);
  else screens.delete(screen);
  return () => {
    screens.delete(screen);
  };
}

export function hasUnsentWork(): boolean {
  return screens.size > 0;
}

/** Log out was confirmed: leaving the screen asks nothing more. */
export function startLoggingOut(): void {
  loggingOut = true;
}

export function isLoggingOut(): boolean {
  return loggingOut;
}

/** The next session starts with the warnings on. */
export function loggedOut(): void {
  loggingOut = false;
}
