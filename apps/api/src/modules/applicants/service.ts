import type { ApplicantMeResponse } from '@academy/contracts';
import type { Database } from '../../db/client.js';
import { notFound } from '../../lib/http-error.js';
import { createApplicantsRepository } from './repository.js';

export function createApplicantsService(deps: { db: Database }) {
  const applicants = createApplicantsRepository(deps.db);
  return {
    /**
     * The caller's own application, in one statement; 404 ERR_APPLICANT_NOT_EXIST for users
     * who never applied.
     */
    async me(userId: number): Promise<ApplicantMeResponse> {
      const row = await applicants.findOwn(userId);
      if (!row) throw notFound('ERR_APPLICANT_NOT_EXIST');
      const { examStartsAt, examTimeZone, emailVerifiedAt, phone, ...rest } = row;
      return {
        ...rest,
        phone: phone ?? '',
        emailVerified: emailVerifiedAt !== null,
        booking: examStartsAt
          ? { dateTime: examStartsAt.toISOString(), timeZone: examTimeZone }
          : null,
      };
    },
  };
}
