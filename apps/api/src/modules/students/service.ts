import type { StudentMeResponse } from '@academy/contracts';
import type { Database } from '../../db/client.js';
import type { Clock } from '../../lib/clock.js';
import { unauthorized } from '../../lib/http-error.js';
import { findLearningAccess } from '../billing/index.js';
import { createStudentsRepository } from './repository.js';

export function createStudentsService(deps: { db: Database; now: Clock }) {
  const repository = createStudentsRepository(deps.db);
  return {
    /** The caller's own data; `sessionId`, the session of the token they called with. */
    async me(userId: number, sessionId: string | null): Promise<StudentMeResponse> {
      const [profile, access, enrolments] = await Promise.all([
        repository.findProfile(userId),
        findLearningAccess(deps.db, userId, deps.now()),
        repository.listEnrolments(userId),
      ]);
      // The account vanished between authentication and now.
      if (!profile) throw unauthorized();
      const { firstSessionId, ...own } = profile;
      return {
        ...own,
        trialEndsAt: profile.trialEndsAt?.toISOString() ?? null,
        isFirstSession: sessionId !== null && sessionId === firstSessionId,
        access: { state: access.state, endsAt: access.endsAt?.toISOString() ?? null },
        enrolments,
      };
    },
  };
}
