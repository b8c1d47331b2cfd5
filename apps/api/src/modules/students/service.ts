import {
  type StudentMeResponse,
  type UpdateProfileRequest,
  type UpdateProfileResponse,
  validationMessages,
} from '@academy/contracts';
import { normalizePhone } from '@academy/contracts/phone';
import type { Database } from '../../db/client.js';
import type { UnitOfWork } from '../../db/unit-of-work.js';
import type { Clock } from '../../lib/clock.js';
import { uniqueViolation } from '../../lib/database-errors.js';
import { badRequest, conflict, unauthorized } from '../../lib/http-error.js';
import { recordAudit } from '../audit/index.js';
import { findLearningAccess } from '../billing/index.js';
import { createStudentsRepository } from './repository.js';

export function createStudentsService(deps: { db: Database; now: Clock; unitOfWork: UnitOfWork }) {
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

    /**
     * PATCH students: the caller's own name and phone (E.164), and its audit entry, in one
     * unit of work. A phone another account has is 409 ERR_PHONE_ALREADY_EXIST, also when two
     * edits race for it (the unique index decides). Nothing changed, nothing is written.
     */
    async updateProfile(
      userId: number,
      input: UpdateProfileRequest,
    ): Promise<UpdateProfileResponse> {
      const phone = normalizePhone(input.phone);
      if (!phone) {
        throw badRequest('ERR_VALIDATION', [{ field: 'phone', message: validationMessages.phone }]);
      }
      const after = { fullName: input.fullName, phone };
      try {
        await deps.unitOfWork(async (scope) => {
          const students = createStudentsRepository(scope.tx);
          const before = await students.contactsForUpdate(userId);
          if (!before) throw unauthorized();
          if (before.fullName === after.fullName && before.phone === after.phone) return;
          if (before.phone !== phone && (await students.phoneTakenByOther(userId, phone))) {
            throw conflict('ERR_PHONE_ALREADY_EXIST');
          }
          await students.updateContacts(userId, after, deps.now());
          await recordAudit(scope, {
            actorId: userId,
            action: 'update',
            entityType: 'user',
            entityId: userId,
            before,
            after,
          });
        });
      } catch (error) {
        if (uniqueViolation(error)?.constraint === 'users_phone_unique') {
          throw conflict('ERR_PHONE_ALREADY_EXIST');
        }
        throw error;
      }
      return after;
    },
  };
}
