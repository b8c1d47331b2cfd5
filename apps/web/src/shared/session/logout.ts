import { authEndpoints, paths } from '@academy/contracts';
import { useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { api } from '../api/client';
import { tokens } from '../api/tokens';
import { clearAllDrafts } from '../lib/draft-storage';
import { forgetReturnTo } from './return-to';
import { loggedOut } from './unsent-work';

/**
 * POST auth/logout, then both tokens are cleared: the server revokes the refresh token's
 * family. The local session ends even when the server cannot be reached, so the call is
 * silent and its failure is not the user's concern.
 */
export async function logout(): Promise<void> {
  const refreshToken = tokens.getRefreshToken();
  if (refreshToken !== null) {
    await api(authEndpoints.logout, { refreshToken }, { toast: false }).catch(() => {});
  }
  tokens.clear();
  // Logging out on purpose: the next login starts at the user's home, and nothing the user
  // wrote stays in this browser (a session that ends by itself keeps the drafts).
  forgetReturnTo();
  clearAllDrafts();
}

/**
 * Logs out, leaves for the root page, then forgets everything the session loaded. The cache
 * is cleared once the screens that used it are gone: cleared earlier, a screen still drawn
 * would ask for its data again, now without a session.
 */
export function useLogout() {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  return async () => {
    await logout();
    await navigate(paths.root, { replace: true });
    queryClient.clear();
    loggedOut();
  };
}
