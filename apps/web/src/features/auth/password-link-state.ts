/**
 * Router state that carries the access token of a temporary-password login to set-password.
 * The token is never stored: it allows set-password and nothing else.
 */
export interface PasswordLinkState {
  accessToken: string;
}

export function readPasswordLinkToken(state: unknown): string | null {
  if (typeof state !== 'object' || state === null || !('accessToken' in state)) return null;
  return typeof state.accessToken === 'string' ? state.accessToken : null;
}
