import type { CourseType } from '@academy/contracts';
import { eq, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.js';
import { preparedStatement } from '../../db/prepared.js';
import { applicants, countries, examBookings, examSlots, users } from '../../db/schema/index.js';
import { scheduleTimeZone } from '../exam-schedule/index.js';

export interface NewApplicant {
  userId: number;
  occupation: (typeof applicants.$inferInsert)['occupation'];
  university: string;
  faculty: string;
  countryId: number;
  city: string;
  englishLevel: (typeof applicants.$inferInsert)['englishLevel'];
  courseType: CourseType;
}

export interface ApplicantBooking {
  bookingId: number;
  courseType: CourseType;
  startsAt: Date;
  /** The calendar entry's revision (SEQUENCE) the last mail about the booking carried. */
  calendarSequence: number;
}

/** The applicant's own page (GET applicants/me), prepared once (db/prepared.ts). */
const ownApplication = preparedStatement('applicants_own', (db, name) =>
  db
    .select({
      id: applicants.id,
      fullName: users.fullName,
      email: users.email,
      phone: users.phone,
      emailVerifiedAt: users.emailVerifiedAt,
      occupation: applicants.occupation,
      university: applicants.university,
      faculty: applicants.faculty,
      country: countries.name,
      city: applicants.city,
      englishLevel: applicants.englishLevel,
      courseType: applicants.courseType,
      status: applicants.status,
      examStartsAt: examSlots.startsAt,
      // The zone the booking is shown in, in the same statement.
      examTimeZone: scheduleTimeZone,
    })
    .from(applicants)
    .innerJoin(users, eq(users.id, applicants.userId))
    .innerJoin(countries, eq(countries.id, applicants.countryId))
    .leftJoin(examBookings, eq(examBookings.applicantId, applicants.id))
    .leftJoin(examSlots, eq(examSlots.id, examBookings.slotId))
    .where(eq(applicants.userId, sql.placeholder('userId')))
    .prepare(name),
);

export function createApplicantsRepository(db: Executor) {
  return {
    async insert(values: NewApplicant): Promise<number> {
      const [row] = await db.insert(applicants).values(values).returning({ id: applicants.id });
      if (!row) throw new Error('Applicant insert returned no row');
      return row.id;
    },

    async insertBooking(applicantId: number, slotId: number): Promise<number> {
      const [row] = await db
        .insert(examBookings)
        .values({ applicantId, slotId })
        .returning({ id: examBookings.id });
      if (!row) throw new Error('Booking insert returned no row');
      return row.id;
    },

    /** The user's own application with their contact data, country and booking, in one query. */
    async findOwn(userId: number) {
      const [row] = await ownApplication(db).execute({ userId });
      return row ?? null;
    },

    /** The user's exam booking, for the mail that confirms it. */
    async findBooking(userId: number): Promise<ApplicantBooking | null> {
      const [row] = await db
        .select({
          bookingId: examBookings.id,
          courseType: applicants.courseType,
          startsAt: examSlots.startsAt,
          calendarSequence: examBookings.calendarSequence,
        })
        .from(applicants)
        .innerJoin(examBookings, eq(examBookings.applicantId, applicants.id))
        .innerJoin(examSlots, eq(examSlots.id, examBookings.slotId))
        .where(eq(applicants.userId, userId));
      return row ?? null;
    },
  };
}

export type ApplicantsRepository = ReturnType<typeof createApplicantsRepository>;
