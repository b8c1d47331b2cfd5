import { EXAM_BOOKING_LINK_LIFETIME_DAYS, paths } from '@academy/contracts';
import type { UnitOfWork, UnitOfWorkScope } from '../../db/unit-of-work.js';
import type { Clock } from '../../lib/clock.js';
import { conflict, notFound } from '../../lib/http-error.js';
import { recordAudit } from '../audit/index.js';
import {
  bookingCalendarUid,
  queueMail,
  renderSittingCancelledMail,
  renderSittingMovedMail,
} from '../mail/index.js';
import { issueLink } from '../one-time-links/index.js';
import { type ChangedBooking, createExamScheduleRepository, type SlotRow } from './repository.js';
import { EXAM_DURATION_MINUTES, isBookable, scheduledSlotAt } from './slots.js';

/*
 * Cancelling or moving one sitting (ARCHITECTURE.md, "Exam schedule"). Each is one unit of
 * work on the sitting's locked row: the bookings change, every applicant is mailed in their
 * language with the reason and the calendar entry (cancelled, or updated with a higher
 * SEQUENCE), each applicant's history and the schedule's audit record it. A sitting that has
 * started, or was already cancelled or moved, is refused and nothing changes.
 */

const HOURS_PER_DAY = 24;

/** The sitting must exist, not have started and not be cancelled already. */
function assertChangeable(slot: SlotRow | undefined, now: Date): SlotRow {
  if (!slot) throw notFound();
  if (slot.cancelledAt) throw conflict('ERR_EXAM_SITTING_CANCELLED');
  if (slot.startsAt.getTime() <= now.getTime()) throw conflict('ERR_EXAM_SITTING_STARTED');
  return slot;
}

export function createSittingChanges(deps: {
  unitOfWork: UnitOfWork;
  now: Clock;
  publicUrl: string;
}) {
  const { unitOfWork, publicUrl } = deps;

  /** Each applicant's history names the sitting and the reason; the schedule's log the sitting. */
  async function audit(
    scope: UnitOfWorkScope,
    actorId: number,
    action: 'cancel_sitting' | 'move_sitting',
    slot: SlotRow,
    bookings: ChangedBooking[],
    after: Record<string, unknown>,
  ) {
    const before = { sittingStartsAt: slot.startsAt.toISOString() };
    for (const booking of bookings) {
      await recordAudit(scope, {
        actorId,
        action,
        entityType: 'applicant',
        entityId: booking.applicantId,
        before,
        after,
      });
    }
    await recordAudit(scope, {
      actorId,
      action,
      entityType: 'exam_schedule',
      entityId: slot.id,
      before: { ...before, booked: slot.booked },
      after,
    });
  }

  return {
    /**
     * Cancels a sitting: its bookings go, each pending applicant is mailed the reason, the
     * calendar cancellation and a one-time link to choose another sitting
     * (EXAM_BOOKING_LINK_LIFETIME_DAYS), and the sitting's time is never booked again.
     */
    async cancel(actorId: number, slotId: number, reason: string): Promise<void> {
      const at = deps.now();
      await unitOfWork(async (scope) => {
        const sittings = createExamScheduleRepository(scope.tx);
        const [locked] = await sittings.lockSlots([slotId]);
        const slot = assertChangeable(locked, at);
        const bookings = await sittings.lockBookingsOf(slot.id);
        const timeZone = await sittings.timeZone();
        await sittings.cancelSlot(slot.id, reason, at);
        const pending = bookings.filter((booking) => booking.status === 'pending');
        await sittings.markSittingCancelled(
          pending.map((booking) => booking.applicantId),
          slot.id,
        );
        for (const booking of pending) {
          const link = await issueLink(scope, {
            purpose: 'exam_booking',
            userId: booking.userId,
            email: booking.email,
            lifetimeHours: EXAM_BOOKING_LINK_LIFETIME_DAYS * HOURS_PER_DAY,
            now: at,
            publicUrl,
            page: paths.examBooking,
          });
          const mail = renderSittingCancelledMail({
            language: booking.language,
            fullName: booking.fullName,
            sitting: { startsAt: slot.startsAt, timeZone },
            reason,
            link,
            linkLifetimeDays: EXAM_BOOKING_LINK_LIFETIME_DAYS,
            durationMinutes: EXAM_DURATION_MINUTES,
            calendar: {
              uid: bookingCalendarUid(booking.bookingId, publicUrl),
              sequence: booking.calendarSequence + 1,
              siteUrl: publicUrl,
            },
          });
          await queueMail(scope, { to: booking.email, ...mail }, at);
        }
        await audit(scope, actorId, 'cancel_sitting', slot, bookings, { reason });
      });
    },

    /**
     * Moves every booking of a sitting to `startsAt`, a sitting of the schedule that can
     * still be booked and has free seats for all of them (whatever else is booked there);
     * each applicant is mailed the new time with the calendar entry one revision on, and
     * the old time is never booked again. Answers the sitting's id at the new time.
     */
    async move(
      actorId: number,
      slotId: number,
      input: { startsAt: string; reason: string },
    ): Promise<number> {
      const at = deps.now();
      const startsAt = new Date(input.startsAt);
      return unitOfWork(async (scope) => {
        const sittings = createExamScheduleRepository(scope.tx);
        // The schedule is read as bookings read it (share lock against a change of it).
        const schedule = await sittings.scheduleForBooking();
        const target = scheduledSlotAt(schedule, startsAt);
        assertChangeable((await sittings.slotById(slotId)) ?? undefined, at);
        if (!target || !isBookable(target, at)) {
          throw conflict('ERR_EXAM_SITTING_TIME_UNAVAILABLE');
        }
        // Both rows locked in one statement in id order: two moves between the same two
        // sittings wait for each other rather than deadlock.
        const targetId = await sittings.ensureSlot(target.startsAt, target.capacity);
        const both = await sittings.lockSlots([slotId, targetId]);
        const from = assertChangeable(
          both.find((row) => row.id === slotId),
          at,
        );
        const to = both.find((row) => row.id === targetId);
        if (!to || to.id === from.id || to.cancelledAt) {
          throw conflict('ERR_EXAM_SITTING_TIME_UNAVAILABLE');
        }
        if (to.booked + from.booked > to.capacity) throw conflict('ERR_EXAM_SITTING_TARGET_FULL');

        const bookings = await sittings.lockBookingsOf(from.id);
        await sittings.moveBookings(from, to, input.reason, at);
        for (const booking of bookings) {
          const mail = renderSittingMovedMail({
            language: booking.language,
            fullName: booking.fullName,
            from: { startsAt: from.startsAt, timeZone: schedule.timeZone },
            to: { startsAt: to.startsAt, timeZone: schedule.timeZone },
            courseType: booking.courseType,
            reason: input.reason,
            durationMinutes: EXAM_DURATION_MINUTES,
            calendar: {
              uid: bookingCalendarUid(booking.bookingId, publicUrl),
              sequence: booking.calendarSequence + 1,
              siteUrl: publicUrl,
            },
          });
          await queueMail(scope, { to: booking.email, ...mail }, at);
        }
        await audit(scope, actorId, 'move_sitting', from, bookings, {
          sittingStartsAt: to.startsAt.toISOString(),
          reason: input.reason,
        });
        return to.id;
      });
    },
  };
}

export type SittingChanges = ReturnType<typeof createSittingChanges>;
