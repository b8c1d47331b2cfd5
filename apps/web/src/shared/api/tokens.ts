import { ACCESS_TOKEN_KEY, REFRESH_TOKEN_KEY, type TokenPair } from '@academy/contracts';

/*
 * The session's tokens. With "remember me" they live in local storage (they survive the
 * browser closing), without it in session storage (spec §4). Every read goes to storage so
 * that a refresh done by another tab is seen at once.
 */

type StorageKind = 'local' | 'session';

function storage(kind: StorageKind): Storage | null {
  // Storage can be switched off by the browser; the app then behaves as logged out.
  try {
    return kind === 'local' ? window.localStorage : window.sessionStorage;
  } catch {
    return null;
  }
}

function read(key: string): string | null {
  return storage('local')?.getItem(key) ?? storage('session')?.getItem(key) ?? null;
}

function write(kind: StorageKind, pair: TokenPair): void {
  const target = storage(kind);
  target?.setItem(ACCESS_TOKEN_KEY, pair.accessToken);
  target?.setItem(REFRESH_TOKEN_KEY, pair.refreshToken);
}

function clearTokens(): void {
  for (const kind of ['local', 'session'] as const) {
    storage(kind)?.removeItem(ACCESS_TOKEN_KEY);
    storage(kind)?.removeItem(REFRESH_TOKEN_KEY);
  }
}

export const tokens = {
  getAccessToken: (): string | null => read(ACCESS_TOKEN_KEY),
  getRefreshToken: (): string | null => read(REFRESH_TOKEN_KEY),

  /** Starts a session after login: persistent with remember, for this browser session otherwise. */
  save(pair: TokenPair, remember: boolean): void {
    clearTokens();
    write(remember ? 'local' : 'session', pair);
  },

  /**
   * Stores a refreshed pair where the session already lives, so remember keeps its meaning.
   * Answers false, storing nothing, when the session ended meanwhile (a logout in another tab).
   */
  replace(pair: TokenPair): boolean {
    const kind: StorageKind | null =
      storage('local')?.getItem(REFRESH_TOKEN_KEY) != null
        ? 'local'
        : storage('session')?.getItem(REFRESH_TOKEN_KEY) != null
          ? 'session'
          : null;
    if (kind === null) return false;
    clearTokens();
    write(kind, pair);
    return true;
  },

  clear: clearTokens,
};

export function hasSession(): boolean {
  return tokens.getAccessToken() !== null;
}
