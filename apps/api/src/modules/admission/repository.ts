import type { CourseType, Language, ParsedApplicantFilter } from '@academy/contracts';
import {
  and,
  asc,
  count,
  desc,
  eq,
  getTableColumns,
  gte,
  inArray,
  isNotNull,
  isNull,
  lt,
  type SQL,
  sql,
} from 'drizzle-orm';
import { alias, type PgColumn } from 'drizzle-orm/pg-core';
import type { Executor } from '../../db/client.js';
import {
  applicants,
  countries,
  directions,
  enrolments,
  examBookings,
  examSlots,
  users,
} from '../../db/schema/index.js';
import { phoneMatches } from '../../lib/phone-search.js';

/** The sitting staff cancelled for an applicant (applicants.cancelled_slot_id). */
const cancelledSlots = alias(examSlots, 'cancelled_slots');

const DAY_MS = 24 * 60 * 60 * 1000;

/** `%`, `_` and `\` stand for themselves in a search, not for ILIKE's wildcards. */
export function likePattern(search: string): string {
  return `%${search.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}

/** The WHERE of the list and the export: every filter given, combined with `and`. */
function filterConditions(filter: ParsedApplicantFilter): SQL | undefined {
  const conditions: SQL[] = [];
  if (filter.search) {
    const pattern = likePattern(filter.search);
    const phone = phoneMatches(users.phone, filter.search);
    conditions.push(
      sql`(${users.fullName} ilike ${pattern} or ${users.email} ilike ${pattern} or ${users.phone} ilike ${pattern}${phone ? sql` or ${phone}` : sql``})`,
    );
  }
  if (filter.status) conditions.push(eq(applicants.status, filter.status));
  if (filter.courseType) conditions.push(eq(applicants.courseType, filter.courseType));
  if (filter.emailVerified === 'yes') conditions.push(isNotNull(users.emailVerifiedAt));
  if (filter.emailVerified === 'no') conditions.push(isNull(users.emailVerifiedAt));
  if (filter.examRecorded === 'yes') conditions.push(isNotNull(applicants.examRecordedAt));
  if (filter.examRecorded === 'no') conditions.push(isNull(applicants.examRecordedAt));
  if (filter.slotId !== undefined) conditions.push(eq(examBookings.slotId, filter.slotId));
  if (filter.examFrom) {
    conditions.push(gte(examSlots.startsAt, new Date(`${filter.examFrom}T00:00:00Z`)));
  }
  if (filter.examTo) {
    conditions.push(
      lt(examSlots.startsAt, new Date(Date.parse(`${filter.examTo}T00:00:00Z`) + DAY_MS)),
    );
  }
  return conditions.length > 0 ? and(...conditions) : undefined;
}

/** Whether the filter or the order reads the applicant's user (name, e-mail, phone, confirmation). */
const readsUser = (filter: ParsedApplicantFilter) =>
  Boolean(filter.search) || filter.emailVerified !== undefined || filter.sort === 'name';

/**
 * The order of the list: the chosen column, then an id, so pages never overlap. Names tie
 * by the account's id, which the users' name index holds beside the name.
 */
function ordering(filter: ParsedApplicantFilter): SQL[] {
  const direction = filter.order === 'asc' ? asc : desc;
  const tieBreak = direction(applicants.id);
  switch (filter.sort) {
    case 'name':
      return [direction(sql`lower(${users.fullName})`), direction(users.id)];
    case 'examAt':
      // Applicants without a booking come last whichever way.
      return [
        filter.order === 'asc'
          ? sql`${examSlots.startsAt} asc nulls last`
          : sql`${examSlots.startsAt} desc nulls last`,
        tieBreak,
      ];
    default:
      return [direction(applicants.createdAt), tieBreak];
  }
}

/** Where a walk of the export stopped: the sort's value as text (null: no exam) and the id. */
export interface ApplicantCursor {
  key: string | null;
  id: number;
}

/** The sort's value of a row and the id that breaks its ties, as the cursor holds them. */
function cursorColumns(filter: ParsedApplicantFilter) {
  switch (filter.sort) {
    case 'name':
      return { key: sql<string | null>`lower(${users.fullName})`, id: users.id };
    case 'examAt':
      return { key: sql<string | null>`${examSlots.startsAt}::text`, id: applicants.id };
    default:
      return { key: sql<string | null>`${applicants.createdAt}::text`, id: applicants.id };
  }
}

/** The rows after a cursor in the filter's order (ordering() above), for a keyset walk. */
function after(filter: ParsedApplicantFilter, cursor: ApplicantCursor): SQL {
  const beyond = filter.order === 'asc' ? sql`>` : sql`<`;
  switch (filter.sort) {
    case 'name':
      return sql`(lower(${users.fullName}), ${users.id}) ${beyond} (${cursor.key}, ${cursor.id})`;
    case 'examAt':
      // Nulls last whichever way: past the last booked sitting come those without one.
      return cursor.key === null
        ? sql`(${examSlots.startsAt} is null and ${applicants.id} ${beyond} ${cursor.id})`
        : sql`((${examSlots.startsAt}, ${applicants.id}) ${beyond} (${cursor.key}::timestamptz, ${cursor.id}) or ${examSlots.startsAt} is null)`;
    default:
      return sql`(${applicants.createdAt}, ${applicants.id}) ${beyond} (${cursor.key}::timestamptz, ${cursor.id})`;
  }
}

/** A staff member's name by id, in the statement that reads the id. */
const staffName = (id: PgColumn) =>
  sql<string | null>`(select ${users.fullName} from ${users} where ${users.id} = ${id})`;

const listColumns = {
  id: applicants.id,
  userId: applicants.userId,
  fullName: users.fullName,
  email: users.email,
  phone: users.phone,
  courseType: applicants.courseType,
  examStartsAt: examSlots.startsAt,
  status: applicants.status,
  emailVerifiedAt: users.emailVerifiedAt,
  examScore: applicants.examScore,
  examPassed: applicants.examPassed,
  registeredAt: applicants.createdAt,
};

/** The admission's state of one applicant, as a decision reads it under its row lock. */
export interface LockedApplicant {
  id: number;
  userId: number;
  status: (typeof applicants.$inferSelect)['status'];
  courseType: CourseType;
  examScore: number | null;
  examPassed: boolean | null;
  examComment: string | null;
  examRecordedAt: Date | null;
  admittedAt: Date | null;
  rejectedAt: Date | null;
  rejectionReason: string | null;
  decidedBy: number | null;
  email: string;
  fullName: string;
  language: Language;
  emailVerifiedAt: Date | null;
  isBlacklisted: boolean;
}

export function createAdmissionRepository(db: Executor) {
  const listBase = () =>
    db
      .select(listColumns)
      .from(applicants)
      .innerJoin(users, eq(users.id, applicants.userId))
      .leftJoin(examBookings, eq(examBookings.applicantId, applicants.id))
      .leftJoin(examSlots, eq(examSlots.id, examBookings.slotId));

  /*
   * The page's ids and the count read `applicants` with its booking and sitting as outer
   * joins, which PostgreSQL leaves out when the statement reads nothing of them (a booking
   * is at most one per applicant), and the user's row only when the filter or the order
   * reads it: joined, the planner may walk the users' name index first.
   */
  const pageIds = (filter: ParsedApplicantFilter) => {
    const where = filterConditions(filter);
    if (readsUser(filter)) {
      return db
        .select({ id: applicants.id })
        .from(applicants)
        .innerJoin(users, eq(users.id, applicants.userId))
        .leftJoin(examBookings, eq(examBookings.applicantId, applicants.id))
        .leftJoin(examSlots, eq(examSlots.id, examBookings.slotId))
        .where(where)
        .$dynamic();
    }
    return db
      .select({ id: applicants.id })
      .from(applicants)
      .leftJoin(examBookings, eq(examBookings.applicantId, applicants.id))
      .leftJoin(examSlots, eq(examSlots.id, examBookings.slotId))
      .where(where)
      .$dynamic();
  };
  const countOf = (filter: ParsedApplicantFilter) => {
    const where = filterConditions(filter);
    if (readsUser({ ...filter, sort: 'registeredAt' })) {
      return db
        .select({ total: count() })
        .from(applicants)
        .innerJoin(users, eq(users.id, applicants.userId))
        .leftJoin(examBookings, eq(examBookings.applicantId, applicants.id))
        .leftJoin(examSlots, eq(examSlots.id, examBookings.slotId))
        .where(where);
    }
    return db
      .select({ total: count() })
      .from(applicants)
      .leftJoin(examBookings, eq(examBookings.applicantId, applicants.id))
      .leftJoin(examSlots, eq(examSlots.id, examBookings.slotId))
      .where(where);
  };

  /**
   * The ids of a page in the exam's order: the booked applicants in their sittings' order
   * (walking the sittings' start index, then each sitting's bookings), then, nulls last, those
   * without a booking in id order, each part cut at the page's end before they are put
   * together. One query over all applicants joined to their bookings would sort them all.
   */
  const examOrderIds = (filter: ParsedApplicantFilter, offset: number, size: number) => {
    const direction = filter.order === 'asc' ? sql`asc` : sql`desc`;
    const where = filterConditions(filter);
    const user = readsUser(filter)
      ? sql`inner join ${users} on ${users.id} = ${applicants.userId}`
      : sql``;
    const end = offset + size;
    const booked = sql`(select ${applicants.id} as id, ${examSlots.startsAt} as starts_at
      from ${examSlots}
      inner join ${examBookings} on ${examBookings.slotId} = ${examSlots.id}
      inner join ${applicants} on ${applicants.id} = ${examBookings.applicantId} ${user}
      ${where ? sql`where ${where}` : sql``}
      order by ${examSlots.startsAt} ${direction}, ${applicants.id} ${direction} limit ${end})`;
    // A filter on the sitting leaves out everyone without a booking.
    const onSitting = filter.slotId !== undefined || filter.examFrom || filter.examTo;
    const unbooked = onSitting
      ? sql``
      : sql` union all (select ${applicants.id} as id, null as starts_at
      from ${applicants} ${user}
      where not exists (select 1 from ${examBookings}
        where ${examBookings.applicantId} = ${applicants.id})${where ? sql` and ${where}` : sql``}
      order by ${applicants.id} ${direction} limit ${end})`;
    return sql`(select page.id from (${booked}${unbooked}) page
      order by page.starts_at ${direction} nulls last, page.id ${direction}
      limit ${size} offset ${offset})`;
  };

  return {
    /**
     * A page of applicants (ARCHITECTURE.md, "How the staff lists stay fast"): the page's ids
     * are found first, over only the tables the filter and the order read (a deep page walks
     * an index, not the joined rows), then those rows are read whole.
     */
    async page(filter: ParsedApplicantFilter, page: { page: number; pageSize: number }) {
      const offset = (page.page - 1) * page.pageSize;
      const ids =
        filter.sort === 'examAt'
          ? examOrderIds(filter, offset, page.pageSize)
          : pageIds(filter)
              .orderBy(...ordering(filter))
              .limit(page.pageSize)
              .offset(offset);
      return listBase()
        .where(inArray(applicants.id, ids))
        .orderBy(...ordering(filter));
    },

    /** How many applicants match, over only the tables the filter reads. */
    async count(filter: ParsedApplicantFilter): Promise<number> {
      const [row] = await countOf(filter);
      return row?.total ?? 0;
    },

    /**
     * The applicants of a filter after a cursor, in its order, `size` at most (the CSV
     * export's keyset walk), each with its cursor.
     */
    async batch(filter: ParsedApplicantFilter, cursor: ApplicantCursor | null, size: number) {
      return db
        .select({ ...listColumns, cursor: cursorColumns(filter) })
        .from(applicants)
        .innerJoin(users, eq(users.id, applicants.userId))
        .leftJoin(examBookings, eq(examBookings.applicantId, applicants.id))
        .leftJoin(examSlots, eq(examSlots.id, examBookings.slotId))
        .where(and(filterConditions(filter), cursor ? after(filter, cursor) : undefined))
        .orderBy(...ordering(filter))
        .limit(size);
    },

    /** One applicant with the user, country, booking, exam recorder and decider. */
    async find(id: number) {
      const [row] = await db
        .select({
          applicant: getTableColumns(applicants),
          fullName: users.fullName,
          email: users.email,
          phone: users.phone,
          language: users.language,
          emailVerifiedAt: users.emailVerifiedAt,
          countryCode: countries.code,
          countryName: countries.name,
          slotId: examSlots.id,
          examStartsAt: examSlots.startsAt,
          cancelledStartsAt: cancelledSlots.startsAt,
          cancelReason: cancelledSlots.cancelReason,
          recorderName: staffName(applicants.examRecordedBy),
          deciderName: staffName(applicants.decidedBy),
        })
        .from(applicants)
        .innerJoin(users, eq(users.id, applicants.userId))
        .innerJoin(countries, eq(countries.id, applicants.countryId))
        .leftJoin(examBookings, eq(examBookings.applicantId, applicants.id))
        .leftJoin(examSlots, eq(examSlots.id, examBookings.slotId))
        .leftJoin(cancelledSlots, eq(cancelledSlots.id, applicants.cancelledSlotId))
        .where(eq(applicants.id, id));
      return row ?? null;
    },

    /** The directions a user is enrolled in, with their titles. */
    async enrolmentsOf(userId: number) {
      return db
        .select({
          directionId: enrolments.directionId,
          title: directions.title,
          courseType: enrolments.courseType,
          enrolledAt: enrolments.enrolledAt,
        })
        .from(enrolments)
        .innerJoin(directions, eq(directions.id, enrolments.directionId))
        .where(eq(enrolments.userId, userId))
        .orderBy(asc(enrolments.enrolledAt), asc(enrolments.directionId));
    },

    /**
     * Locks the applicant's row (`for update`) for a decision and reads what it needs: of
     * parallel decisions on one applicant, the others wait here and then see the first's.
     */
    async lock(id: number): Promise<LockedApplicant | null> {
      const [row] = await db
        .select({
          id: applicants.id,
          userId: applicants.userId,
          status: applicants.status,
          courseType: applicants.courseType,
          examScore: applicants.examScore,
          examPassed: applicants.examPassed,
          examComment: applicants.examComment,
          examRecordedAt: applicants.examRecordedAt,
          admittedAt: applicants.admittedAt,
          rejectedAt: applicants.rejectedAt,
          rejectionReason: applicants.rejectionReason,
          decidedBy: applicants.decidedBy,
          email: users.email,
          fullName: users.fullName,
          language: users.language,
          emailVerifiedAt: users.emailVerifiedAt,
          isBlacklisted: users.isBlacklisted,
        })
        .from(applicants)
        .innerJoin(users, eq(users.id, applicants.userId))
        .where(eq(applicants.id, id))
        .for('update', { of: applicants });
      return row ?? null;
    },

    async recordExamResult(
      id: number,
      result: { score: number; passed: boolean; comment: string | null; by: number; at: Date },
    ): Promise<void> {
      await db
        .update(applicants)
        .set({
          examScore: result.score,
          examPassed: result.passed,
          examComment: result.comment,
          examRecordedAt: result.at,
          examRecordedBy: result.by,
          updatedAt: result.at,
        })
        .where(and(eq(applicants.id, id), eq(applicants.status, 'pending')));
    },

    /** Pending → admitted; false when it was no longer pending (nothing changed then). */
    async markAdmitted(id: number, by: number, at: Date): Promise<boolean> {
      const rows = await db
        .update(applicants)
        .set({ status: 'admitted', admittedAt: at, decidedBy: by, updatedAt: at })
        .where(and(eq(applicants.id, id), eq(applicants.status, 'pending')))
        .returning({ id: applicants.id });
      return rows.length === 1;
    },

    /** Pending → rejected with the reason; false when it was no longer pending. */
    async markRejected(id: number, reason: string, by: number, at: Date): Promise<boolean> {
      const rows = await db
        .update(applicants)
        .set({
          status: 'rejected',
          rejectedAt: at,
          rejectionReason: reason,
          decidedBy: by,
          updatedAt: at,
        })
        .where(and(eq(applicants.id, id), eq(applicants.status, 'pending')))
        .returning({ id: applicants.id });
      return rows.length === 1;
    },

    /** The applicant's account becomes a student's, signing in with a temporary password. */
    async makeStudent(
      userId: number,
      password: { hash: string; expiresAt: Date },
      at: Date,
    ): Promise<void> {
      await db
        .update(users)
        .set({
          role: 'student',
          passwordHash: password.hash,
          isTemporaryPassword: true,
          temporaryPasswordExpiresAt: password.expiresAt,
          updatedAt: at,
        })
        .where(eq(users.id, userId));
    },

    /**
     * Gives back the seat of an exam that has not started yet: the booking goes and the
     * sitting's count falls with it (their CHECK keeps the count and the bookings equal).
     * A past exam's booking stays, as the record of the sitting. Answers whether a seat was
     * released.
     */
    async releaseFutureSeat(applicantId: number, now: Date): Promise<boolean> {
      const [booking] = await db
        .select({ id: examBookings.id, slotId: examBookings.slotId })
        .from(examBookings)
        .innerJoin(examSlots, eq(examSlots.id, examBookings.slotId))
        .where(and(eq(examBookings.applicantId, applicantId), sql`${examSlots.startsAt} > ${now}`))
        .for('update', { of: examSlots });
      if (!booking) return false;
      await db.delete(examBookings).where(eq(examBookings.id, booking.id));
      await db
        .update(examSlots)
        .set({ booked: sql`${examSlots.booked} - 1` })
        .where(eq(examSlots.id, booking.slotId));
      return true;
    },

    /** Whether the applicant's booking is in the sitting. */
    async bookedIn(applicantId: number, slotId: number): Promise<boolean> {
      const [row] = await db
        .select({ id: examBookings.id })
        .from(examBookings)
        .where(and(eq(examBookings.applicantId, applicantId), eq(examBookings.slotId, slotId)));
      return row !== undefined;
    },

    /** Whether the sitting has a row (it has one once somebody booked it). */
    async slotExists(slotId: number): Promise<boolean> {
      const [row] = await db
        .select({ id: examSlots.id })
        .from(examSlots)
        .where(eq(examSlots.id, slotId));
      return row !== undefined;
    },

    async findDirection(id: number) {
      const [row] = await db
        .select({ id: directions.id, title: directions.title })
        .from(directions)
        .where(eq(directions.id, id));
      return row ?? null;
    },

    async listDirections() {
      return db
        .select({ id: directions.id, title: directions.title, status: directions.status })
        .from(directions)
        .orderBy(asc(directions.position), asc(directions.id));
    },
  };
}

export type AdmissionRepository = ReturnType<typeof createAdmissionRepository>;
