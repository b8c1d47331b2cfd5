import type { StudentMeResponse } from '@academy/contracts';
import type { Database } from '../../db/client.js';
import { unauthorized } from '../../lib/http-error.js';
import { createStudentsRepository } from './repository.js';

export function createStudentsService(deps: { db: Database }) {
  const repository = createStudentsRepository(deps.db);
  return {
    /** The caller's own data; `sessionId`, the session of the token they called with. */
    async me(userId: number, sessionId: string | null): Promise<StudentMeResponse> {
      const profile = await repository.findProfile(userId);
      // The account vanished between authentication and now.
      if (!profile) throw unauthorized();
      const { firstSessionId, ...own } = profile;
      return {
        ...own,
        trialEndsAt: profile.trialEndsAt?.toISOString() ?? null,
        isFirstSession: sessionId !== null && sessionId === firstSessionId,
      };
    },
  };
}
