import { type ApplicantMeResponse, endpoints } from '@academy/contracts';
import type { Database } from '../../db/client.js';
import type { NotifiedAnswers } from '../../db/notified-answers.js';
import { notFound } from '../../lib/http-error.js';
import type { SerialisedJson } from '../../lib/serialised-json.js';
import { createApplicantsRepository } from './repository.js';

export function createApplicantsService(deps: {
  db: Database;
  /** Pages kept while the database announces changes to them (applicant-copies.ts). */
  answers: NotifiedAnswers;
}) {
  const applicants = createApplicantsRepository(deps.db);

  /** The caller's page, read in one statement. */
  async function ownPage(userId: number): Promise<ApplicantMeResponse> {
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
  }

  return {
    /**
     * The caller's own application, from memory while it is current; 404
     * ERR_APPLICANT_NOT_EXIST for users who never applied (not kept: read each time).
     */
    async me(userId: number): Promise<SerialisedJson<ApplicantMeResponse>> {
      const kept = await deps.answers.remembered(
        userId,
        'me',
        endpoints.getMyApplication.responses[200],
        async () => ({ body: await ownPage(userId) }),
      );
      return kept.json;
    },
  };
}
