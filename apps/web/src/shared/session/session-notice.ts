/**
 * Why the client ended a session, for the page the user lands on to say it once: `ended`
 * when the server refused the session's tokens (expired, or ended on another device), and
 * `blocked` when it answered that the account is blacklisted (a login attempt included).
 */
export type SessionNotice = 'ended' | 'blocked';

let pending: SessionNotice | null = null;
const listeners = new Set<() => void>();

/** Leaves `notice` for the next page to show. */
export function leaveSessionNotice(notice: SessionNotice): void {
  pending = notice;
  for (const listener of listeners) listener();
}

/** The notice left for the page, without taking it. */
export function peekSessionNotice(): SessionNotice | null {
  return pending;
}

/** The notice left for the page, taken: it is shown once. */
export function takeSessionNotice(): SessionNotice | null {
  const notice = pending;
  pending = null;
  return notice;
}

export function subscribeSessionNotice(listener: () => void): () => void {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
}
