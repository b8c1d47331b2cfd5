import {
  type ApplicantBookingRequest,
  EXAM_BOOKING_LINK_LIFETIME_DAYS,
  type LinkRequestResponse,
  paths,
} from '@academy/contracts';
import type { FastifyBaseLogger } from 'fastify';
import type { UnitOfWork, UnitOfWorkScope } from '../../db/unit-of-work.js';
import type { Clock } from '../../lib/clock.js';
import { conflict, notFound } from '../../lib/http-error.js';
import { insertExamBooking } from '../applicants/index.js';
import { recordAudit } from '../audit/index.js';
import {
  createExamScheduleRepository,
  createRebookingRepository,
  EXAM_DURATION_MINUTES,
  isBookable,
  queueExamBookedMail,
  type RebookingApplicant,
  scheduledSlotAt,
} from '../exam-schedule/index.js';
import {
  bookingCalendarUid,
  queueMail,
  renderChooseSittingMail,
  renderSittingMovedMail,
} from '../mail/index.js';
import { issueLink, requestLinkMail } from '../one-time-links/index.js';

/*
 * Staff book one applicant's sitting, change its time, or mail them a fresh link to choose
 * one (ARCHITECTURE.md, "Exam schedule"): the applicant who phones because the time does
 * not suit, or whose sitting was cancelled and whose link was lost.
 *   PUT  admin/applicants/{id}/exam-booking       { startsAt, reason }
 *   POST admin/applicants/{id}/exam-booking-link
 * Each is one unit of work on the applicant's locked row; a seat is taken as registration
 * takes it, so staff can never book past a sitting's capacity or into a cancelled one.
 */

const HOURS_PER_DAY = 24;

/** The applicant must exist and be pending; their row stays locked until the unit ends. */
async function lockPendingApplicant(
  scope: UnitOfWorkScope,
  applicantId: number,
): Promise<RebookingApplicant> {
  const applicant = await createRebookingRepository(scope.tx).applicantById(applicantId, true);
  if (!applicant) throw notFound('ERR_APPLICANT_NOT_EXIST');
  if (applicant.status !== 'pending') throw conflict('ERR_APPLICANT_NOT_PENDING');
  return applicant;
}

export function createStaffBooking(deps: {
  unitOfWork: UnitOfWork;
  now: Clock;
  publicUrl: string;
}) {
  const { unitOfWork, publicUrl } = deps;

  return {
    /**
     * Books the sitting at `startsAt` for a pending applicant without a booking, or moves
     * their booking still to come there; the same time again changes nothing and mails
     * nothing. The applicant is mailed the sitting with its calendar entry (for a move, the
     * same entry one revision on, with the reason); their history keeps the reason.
     */
    async book(
      actorId: number,
      applicantId: number,
      input: ApplicantBookingRequest,
      log: FastifyBaseLogger,
    ): Promise<void> {
      const at = deps.now();
      const startsAt = new Date(input.startsAt);
      await unitOfWork(async (scope) => {
        const sittings = createExamScheduleRepository(scope.tx);
        // The schedule as bookings read it (share lock against a change of it), before the
        // applicant's row, in the order registration takes them.
        const schedule = await sittings.scheduleForBooking();
        const applicant = await lockPendingApplicant(scope, applicantId);
        const { booking, bookedStartsAt } = applicant;
        if (booking && bookedStartsAt && bookedStartsAt.getTime() <= at.getTime()) {
          throw conflict('ERR_EXAM_SITTING_STARTED');
        }
        if (bookedStartsAt?.getTime() === startsAt.getTime()) return;
        const target = scheduledSlotAt(schedule, startsAt);
        if (!target || !isBookable(target, at)) throw conflict('ERR_TEST_UNAVAILABLE_DATE');
        const sitting = { startsAt: target.startsAt, timeZone: schedule.timeZone };
        const refused = () => {
          log.info({ event: 'exam_booking.staff_slot_refused', applicantId, actorId });
          return conflict('ERR_TEST_UNAVAILABLE_DATE');
        };

        if (booking && bookedStartsAt) {
          // Both sittings locked in id order, as a move of a whole sitting locks them.
          const targetId = await sittings.ensureSlot(target.startsAt, target.capacity);
          const both = await sittings.lockSlots([booking.slotId, targetId]);
          const to = both.find((row) => row.id === targetId);
          if (!to || to.cancelledAt || to.booked >= to.capacity) throw refused();
          await sittings.moveBooking(booking.id, booking.slotId, to.id);
          const mail = renderSittingMovedMail({
            language: applicant.language,
            fullName: applicant.fullName,
            from: { startsAt: bookedStartsAt, timeZone: schedule.timeZone },
            to: sitting,
            courseType: applicant.courseType,
            reason: input.reason,
            durationMinutes: EXAM_DURATION_MINUTES,
            calendar: {
              uid: bookingCalendarUid(booking.id, publicUrl),
              sequence: booking.calendarSequence + 1,
              siteUrl: publicUrl,
            },
            moved: 'booking',
          });
          await queueMail(scope, { to: applicant.email, ...mail }, at);
        } else {
          const slotId = await sittings.takeSeat(target.startsAt, target.capacity);
          if (slotId === null) throw refused();
          const bookingId = await insertExamBooking(scope, applicant.applicantId, slotId);
          await createRebookingRepository(scope.tx).clearCancelledSitting(applicantId);
          await queueExamBookedMail(scope, {
            applicant,
            bookingId,
            sitting,
            bookedBy: 'staff',
            publicUrl,
            at,
          });
        }
        const before = bookedStartsAt ?? applicant.cancelledStartsAt;
        await recordAudit(scope, {
          actorId,
          action: bookedStartsAt ? 'change_exam_booking' : 'book_exam_by_staff',
          entityType: 'applicant',
          entityId: applicantId,
          before: before
            ? {
                [bookedStartsAt ? 'sittingStartsAt' : 'cancelledSittingStartsAt']:
                  before.toISOString(),
              }
            : null,
          after: { sittingStartsAt: target.startsAt.toISOString(), reason: input.reason },
        });
        log.info({ event: 'exam_booking.booked_by_staff', applicantId, actorId });
      });
    },

    /**
     * Mails a pending applicant without a booking a fresh link to choose a sitting (the
     * older ones stop working), under the one-a-minute rule of links per address.
     */
    async sendLink(
      actorId: number,
      applicantId: number,
      log: FastifyBaseLogger,
    ): Promise<LinkRequestResponse> {
      const at = deps.now();
      return unitOfWork(async (scope) => {
        const applicant = await lockPendingApplicant(scope, applicantId);
        if (applicant.booking) throw conflict('ERR_APPLICANT_HAS_BOOKING');
        const answer = await requestLinkMail(scope, {
          purpose: 'exam_booking',
          email: applicant.email,
          now: at,
        });
        if (!answer.accepted) return answer;
        const link = await issueLink(scope, {
          purpose: 'exam_booking',
          userId: applicant.userId,
          email: applicant.email,
          lifetimeHours: EXAM_BOOKING_LINK_LIFETIME_DAYS * HOURS_PER_DAY,
          now: at,
          publicUrl,
          page: paths.examBooking,
        });
        const mail = renderChooseSittingMail({
          language: applicant.language,
          fullName: applicant.fullName,
          link,
          linkLifetimeDays: EXAM_BOOKING_LINK_LIFETIME_DAYS,
        });
        await queueMail(scope, { to: applicant.email, ...mail }, at);
        await recordAudit(scope, {
          actorId,
          action: 'send_booking_link',
          entityType: 'applicant',
          entityId: applicantId,
          before: null,
          after: { email: applicant.email },
        });
        log.info({ event: 'exam_booking.link_sent', applicantId, actorId });
        return answer;
      });
    },
  };
}

export type StaffBooking = ReturnType<typeof createStaffBooking>;
