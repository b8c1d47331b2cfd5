import type { StudentMeResponse } from '@academy/contracts';
import type { Database } from '../../db/client.js';
import { unauthorized } from '../../lib/http-error.js';
import { createStudentsRepository } from './repository.js';

export function createStudentsService(deps: { db: Database }) {
  const repository = createStudentsRepository(deps.db);
  return {
    async me(userId: number): Promise<StudentMeResponse> {
      const profile = await repository.findProfile(userId);
      // The account vanished between authentication and now.
      if (!profile) throw unauthorized();
      return { ...profile, trialEndsAt: profile.trialEndsAt?.toISOString() ?? null };
    },
  };
}
