import { eq, type SQL, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Executor } from '../../db/client.js';
import { applicants, examBookings, examSlots, users } from '../../db/schema/index.js';

/** The sitting cancelled for the applicant (applicants.cancelled_slot_id). */
const cancelledSlots = alias(examSlots, 'cancelled_slots');

/** An applicant as the page of the link to book another sitting needs them. */
export interface RebookingApplicant {
  applicantId: number;
  userId: number;
  status: 'pending' | 'admitted' | 'rejected';
  courseType: 'online' | 'offline';
  fullName: string;
  email: string;
  language: 'en' | 'ru';
  /** Their booking's sitting, when they have one. */
  bookedStartsAt: Date | null;
  booking: { id: number; slotId: number; calendarSequence: number } | null;
  /** The sitting staff cancelled for them, until they book another. */
  cancelledStartsAt: Date | null;
  cancelReason: string | null;
}

/** What booking another sitting (with the mailed link, or by staff) reads and writes of an applicant. */
export function createRebookingRepository(db: Executor) {
  /** One application, by its user or its own id; with `lock`, its row locked until the unit ends. */
  async function applicantWhere(
    where: SQL | undefined,
    lock: boolean,
  ): Promise<RebookingApplicant | null> {
    const query = db
      .select({
        applicantId: applicants.id,
        userId: users.id,
        status: applicants.status,
        courseType: applicants.courseType,
        fullName: users.fullName,
        email: users.email,
        language: users.language,
        bookedStartsAt: examSlots.startsAt,
        bookingId: examBookings.id,
        bookedSlotId: examBookings.slotId,
        calendarSequence: examBookings.calendarSequence,
        cancelledStartsAt: cancelledSlots.startsAt,
        cancelReason: cancelledSlots.cancelReason,
      })
      .from(applicants)
      .innerJoin(users, eq(users.id, applicants.userId))
      .leftJoin(examBookings, eq(examBookings.applicantId, applicants.id))
      .leftJoin(examSlots, eq(examSlots.id, examBookings.slotId))
      .leftJoin(cancelledSlots, eq(cancelledSlots.id, applicants.cancelledSlotId))
      .where(where);
    const [row] = lock ? await query.for('update', { of: applicants }) : await query;
    if (!row) return null;
    const { bookingId, bookedSlotId, calendarSequence, ...applicant } = row;
    return {
      ...applicant,
      booking:
        bookingId !== null && bookedSlotId !== null && calendarSequence !== null
          ? { id: bookingId, slotId: bookedSlotId, calendarSequence }
          : null,
    };
  }

  return {
    /** The user's application; with `lock`, its row locked (`for update`) until the unit ends. */
    applicantOfUser: (userId: number, lock = false) =>
      applicantWhere(eq(applicants.userId, userId), lock),

    /** The application by its id; with `lock`, its row locked until the unit ends. */
    applicantById: (applicantId: number, lock = false) =>
      applicantWhere(eq(applicants.id, applicantId), lock),

    /** The applicant booked another sitting: nothing is cancelled for them any more. */
    async clearCancelledSitting(applicantId: number): Promise<void> {
      await db
        .update(applicants)
        .set({ cancelledSlotId: sql`null` })
        .where(eq(applicants.id, applicantId));
    },
  };
}
