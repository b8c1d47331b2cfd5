import {
  ACCESS_TOKEN_KEY,
  REFRESH_TOKEN_KEY,
  type Role,
  roles,
  type TokenPair,
} from '@academy/contracts';

/*
 * The session's tokens. With "remember me" they live in local storage (they survive the
 * browser closing), without it in session storage. Every read goes to storage so
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

/** What the web app reads from an access token: who the user is to the interface. */
export interface AccessTokenClaims {
  role: Role;
  /** `full` opens the API; `set_password` only the set-password call. */
  scope: string;
}

function decodeBase64Url(text: string): string {
  const base64 = text.replace(/-/g, '+').replace(/_/g, '/');
  const padded = base64.padEnd(base64.length + ((4 - (base64.length % 4)) % 4), '=');
  const bytes = Uint8Array.from(atob(padded), (char) => char.charCodeAt(0));
  return new TextDecoder().decode(bytes);
}

/**
 * The claims of an access token (a JWT), read without verifying it: the interface only
 * chooses which area to show with them, and the server checks every call anyway. Null for
 * anything that is not such a token.
 */
export function accessTokenClaims(token: string): AccessTokenClaims | null {
  const payload = token.split('.')[1];
  if (token.split('.').length !== 3 || !payload) return null;
  try {
    const claims: unknown = JSON.parse(decodeBase64Url(payload));
    if (typeof claims !== 'object' || claims === null) return null;
    const { role, scope } = claims as Record<string, unknown>;
    const knownRole = roles.find((candidate) => candidate === role);
    if (knownRole === undefined || typeof scope !== 'string') return null;
    return { role: knownRole, scope };
  } catch {
    return null;
  }
}

/** The signed-in user's role, from the stored access token; null without a readable one. */
export function sessionRole(): Role | null {
  const token = tokens.getAccessToken();
  return token === null ? null : (accessTokenClaims(token)?.role ?? null);
}
