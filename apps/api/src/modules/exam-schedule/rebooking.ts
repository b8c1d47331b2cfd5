import type { ExamRebooking } from '@academy/contracts';
import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../../db/client.js';
import type { UnitOfWork } from '../../db/unit-of-work.js';
import type { Clock } from '../../lib/clock.js';
import { badRequest, conflict } from '../../lib/http-error.js';
import { hashToken } from '../../lib/secrets.js';
import { insertExamBooking } from '../applicants/index.js';
import { recordAudit } from '../audit/index.js';
import { consumeLink, createOneTimeTokensRepository } from '../one-time-links/index.js';
import { queueExamBookedMail } from './booked-mail.js';
import { createRebookingRepository, type RebookingApplicant } from './rebooking-repository.js';
import { createExamScheduleRepository } from './repository.js';
import { isBookable, scheduledSlotAt } from './slots.js';

/*
 * Booking another sitting with the link mailed when staff cancelled one (ARCHITECTURE.md,
 * "Exam schedule"), the link's token as bearer:
 *   GET  200 the cancelled sitting and why; the booking once made (a used link shows it)
 *   POST 200 the booking: seat taken as registration takes it, link spent, mail queued
 *   400 ERR_TOKEN_INVALID | ERR_TOKEN_EXPIRED | ERR_TOKEN_USED   (never 401: no session)
 *   409 ERR_APPLICANT_NOT_PENDING   admitted or rejected meanwhile
 *   409 ERR_TEST_UNAVAILABLE_DATE   the sitting is not offered (any more) or full
 */

const PURPOSE = 'exam_booking';

function answer(applicant: RebookingApplicant, timeZone: string): ExamRebooking {
  return {
    fullName: applicant.fullName,
    timeZone,
    cancelled:
      applicant.bookedStartsAt === null && applicant.cancelledStartsAt && applicant.cancelReason
        ? { startsAt: applicant.cancelledStartsAt.toISOString(), reason: applicant.cancelReason }
        : null,
    booking: applicant.bookedStartsAt
      ? { startsAt: applicant.bookedStartsAt.toISOString(), courseType: applicant.courseType }
      : null,
  };
}

export function createRebooking(deps: {
  db: Database;
  unitOfWork: UnitOfWork;
  now: Clock;
  publicUrl: string;
}) {
  const { db, unitOfWork, now, publicUrl } = deps;
  const links = createOneTimeTokensRepository(db);

  /** Why a link that could not be spent does not work. */
  async function refusal(tokenHash: string, at: Date) {
    const link = await links.findWithState(tokenHash, PURPOSE, at);
    if (link?.state === 'used') return badRequest('ERR_TOKEN_USED');
    if (link?.state === 'expired') return badRequest('ERR_TOKEN_EXPIRED');
    return badRequest('ERR_TOKEN_INVALID');
  }

  return {
    /** The page of the link: the applicant, the cancelled sitting, the booking once made. */
    async show(token: string | null): Promise<ExamRebooking> {
      if (!token) throw badRequest('ERR_TOKEN_INVALID');
      const tokenHash = hashToken(token);
      const at = now();
      const link = await links.findWithState(tokenHash, PURPOSE, at);
      const applicant = link && (await createRebookingRepository(db).applicantOfUser(link.userId));
      if (!link || !applicant) throw badRequest('ERR_TOKEN_INVALID');
      if (applicant.status !== 'pending') throw conflict('ERR_APPLICANT_NOT_PENDING');
      // A spent link goes on showing the booking it made, while the applicant has it.
      if (link.state === 'used' && applicant.bookedStartsAt === null) {
        throw badRequest('ERR_TOKEN_USED');
      }
      if (link.state === 'expired') throw badRequest('ERR_TOKEN_EXPIRED');
      const timeZone = await createExamScheduleRepository(db).timeZone();
      return answer(applicant, timeZone);
    },

    /**
     * Books the sitting at `testDateTime` in one unit of work: the link spent (of two uses at
     * once exactly one gets it), the applicant's row locked and pending, the seat taken by
     * registration's conditional update (never past capacity, never in a cancelled
     * sitting), the booking mailed with its calendar entry, the applicant's history told.
     */
    async book(
      token: string | null,
      testDateTime: string,
      log: FastifyBaseLogger,
    ): Promise<ExamRebooking> {
      if (!token) throw badRequest('ERR_TOKEN_INVALID');
      const tokenHash = hashToken(token);
      const startsAt = new Date(testDateTime);
      const at = now();
      const outcome = await unitOfWork(async (scope) => {
        const userId = await consumeLink(scope, tokenHash, PURPOSE, at);
        if (userId === null) return null;
        const rebooking = createRebookingRepository(scope.tx);
        const applicant = await rebooking.applicantOfUser(userId, true);
        if (!applicant) throw badRequest('ERR_TOKEN_INVALID');
        if (applicant.status !== 'pending') throw conflict('ERR_APPLICANT_NOT_PENDING');
        if (applicant.bookedStartsAt !== null) throw badRequest('ERR_TOKEN_USED');

        const sittings = createExamScheduleRepository(scope.tx);
        const schedule = await sittings.scheduleForBooking();
        const slot = scheduledSlotAt(schedule, startsAt);
        const slotId =
          slot && isBookable(slot, at)
            ? await sittings.takeSeat(slot.startsAt, slot.capacity)
            : null;
        if (!slot || slotId === null) {
          log.info({ event: 'exam_booking.slot_refused', applicantId: applicant.applicantId });
          throw conflict('ERR_TEST_UNAVAILABLE_DATE');
        }
        const bookingId = await insertExamBooking(scope, applicant.applicantId, slotId);
        await rebooking.clearCancelledSitting(applicant.applicantId);
        await queueExamBookedMail(scope, {
          applicant,
          bookingId,
          sitting: { startsAt: slot.startsAt, timeZone: schedule.timeZone },
          bookedBy: 'applicant',
          publicUrl,
          at,
        });
        await recordAudit(scope, {
          actorId: applicant.userId,
          action: 'book_exam',
          entityType: 'applicant',
          entityId: applicant.applicantId,
          before: applicant.cancelledStartsAt
            ? { cancelledSittingStartsAt: applicant.cancelledStartsAt.toISOString() }
            : null,
          after: { sittingStartsAt: slot.startsAt.toISOString() },
        });
        log.info({ event: 'exam_booking.booked', applicantId: applicant.applicantId });
        return answer(
          { ...applicant, bookedStartsAt: slot.startsAt, cancelledStartsAt: null },
          schedule.timeZone,
        );
      });
      if (!outcome) throw await refusal(tokenHash, at);
      return outcome;
    },
  };
}
