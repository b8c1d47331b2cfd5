import { apiPaths } from '@academy/contracts';
import { api } from '../api/client';
import { tokens } from '../api/tokens';

/**
 * Ends the session: the server revokes the refresh token's family, then both tokens are
 * cleared. The local session ends even when the server cannot be reached, so the call is
 * silent and its failure is not the user's concern.
 */
export async function logout(): Promise<void> {
  const refreshToken = tokens.getRefreshToken();
  if (refreshToken !== null) {
    await api.post(apiPaths.logout, { refreshToken }, undefined, { toast: false }).catch(() => {});
  }
  tokens.clear();
}
