import {
  applicantStatuses,
  courseTypes,
  DEFAULT_TIME_ZONE,
  englishLevels,
  occupations,
} from '@academy/contracts';
import { sql } from 'drizzle-orm';
import {
  type AnyPgColumn,
  boolean,
  check,
  index,
  integer,
  pgTable,
  smallint,
  text,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { between, createdAt, id, instant, oneOf, updatedAt } from './helpers.js';
import { users } from './users.js';

/** ISO 3166-1 countries. */
export const countries = pgTable(
  'countries',
  {
    id: id(),
    /** Alpha-2 code, upper case. */
    code: text('code').notNull(),
    name: text('name').notNull(),
  },
  (t) => [
    uniqueIndex('countries_code_unique').on(t.code),
    check('countries_code_alpha2', sql`${t.code} ~ '^[A-Z]{2}$'`),
  ],
);

/**
 * The application form of a user who signed up (one per user). Name, e-mail and phone live
 * on the user, the one place they are kept; the rest of the form and the admission state
 * live here.
 */
export const applicants = pgTable(
  'applicants',
  {
    id: id(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    occupation: text('occupation', { enum: occupations }).notNull(),
    university: text('university').notNull(),
    faculty: text('faculty').notNull(),
    countryId: integer('country_id')
      .notNull()
      .references(() => countries.id),
    city: text('city').notNull(),
    englishLevel: text('english_level', { enum: englishLevels }).notNull(),
    courseType: text('course_type', { enum: courseTypes }).notNull(),
    status: text('status', { enum: applicantStatuses }).notNull().default('pending'),
    /** Entrance exam result, recorded by staff. */
    examScore: integer('exam_score'),
    examPassed: boolean('exam_passed'),
    examComment: text('exam_comment'),
    examRecordedAt: instant('exam_recorded_at'),
    examRecordedBy: integer('exam_recorded_by').references(() => users.id, {
      onDelete: 'set null',
    }),
    admittedAt: instant('admitted_at'),
    /** Rejection: when, and the reason the applicant is told by e-mail. */
    rejectedAt: instant('rejected_at'),
    rejectionReason: text('rejection_reason'),
    /** The staff member who admitted or rejected. */
    decidedBy: integer('decided_by').references(() => users.id, { onDelete: 'set null' }),
    /**
     * The applicant's sitting that staff cancelled, until they book another (ARCHITECTURE.md,
     * "Exam schedule"): the booking page and the staff's applicant page say when it was and why.
     */
    cancelledSlotId: integer('cancelled_slot_id').references((): AnyPgColumn => examSlots.id),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('applicants_user_id_unique').on(t.userId),
    index('applicants_country_id_idx').on(t.countryId),
    index('applicants_exam_recorded_by_idx').on(t.examRecordedBy),
    index('applicants_decided_by_idx').on(t.decidedBy),
    index('applicants_cancelled_slot_id_idx').on(t.cancelledSlotId),
    index('applicants_status_created_at_idx').on(t.status, t.createdAt),
    // The staff list's default order, newest first, and its deep pages (index-only).
    index('applicants_created_at_id_idx').on(t.createdAt, t.id),
    oneOf('applicants_occupation_valid', t.occupation, occupations),
    oneOf('applicants_english_level_valid', t.englishLevel, englishLevels),
    oneOf('applicants_course_type_valid', t.courseType, courseTypes),
    oneOf('applicants_status_valid', t.status, applicantStatuses),
  ],
);

/** The exam schedule's settings: a single row. */
export const examScheduleSettings = pgTable(
  'exam_schedule_settings',
  {
    id: integer('id').primaryKey().default(1),
    /** IANA zone in which week days and local times are meant. */
    timeZone: text('time_zone').notNull().default(DEFAULT_TIME_ZONE),
    updatedAt: updatedAt(),
  },
  (t) => [check('exam_schedule_settings_single_row', sql`${t.id} = 1`)],
);

/** Week days on which exams take place. */
export const examWeekDays = pgTable(
  'exam_week_days',
  {
    id: id(),
    /** ISO weekday: 1 = Monday … 7 = Sunday. */
    weekday: smallint('weekday').notNull(),
  },
  (t) => [
    uniqueIndex('exam_week_days_weekday_unique').on(t.weekday),
    check('exam_week_days_weekday_range', between(t.weekday, 1, 7)),
  ],
);

/** Start times on an exam week day, each with the number of seats. */
export const examWeekDayTimes = pgTable(
  'exam_week_day_times',
  {
    id: id(),
    weekDayId: integer('week_day_id')
      .notNull()
      .references(() => examWeekDays.id, { onDelete: 'cascade' }),
    /** Local time `HH:mm` in the schedule's time zone. */
    time: text('time').notNull(),
    capacity: integer('capacity').notNull(),
  },
  (t) => [
    uniqueIndex('exam_week_day_times_day_time_unique').on(t.weekDayId, t.time),
    check('exam_week_day_times_time_format', sql`${t.time} ~ '^([01][0-9]|2[0-3]):[0-5][0-9]$'`),
    check('exam_week_day_times_capacity_positive', sql`${t.capacity} > 0`),
  ],
);

/**
 * A concrete exam sitting, created on demand when the first applicant books it. Capacity is
 * copied from the schedule at that moment; `booked` only grows through a conditional
 * update, and the CHECK makes overbooking impossible whatever the concurrency.
 * `cancelledAt`/`cancelReason`: staff cancelled the sitting or moved it to another time
 * (ARCHITECTURE.md, "Exam schedule"); its bookings are gone and its time is never booked again.
 */
export const examSlots = pgTable(
  'exam_slots',
  {
    id: id(),
    startsAt: instant('starts_at').notNull(),
    capacity: integer('capacity').notNull(),
    booked: integer('booked').notNull().default(0),
    cancelledAt: instant('cancelled_at'),
    cancelReason: text('cancel_reason'),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('exam_slots_starts_at_unique').on(t.startsAt),
    check('exam_slots_capacity_positive', sql`${t.capacity} > 0`),
    check(
      'exam_slots_booked_within_capacity',
      sql`${t.booked} >= 0 and ${t.booked} <= ${t.capacity}`,
    ),
    check(
      'exam_slots_cancelled_empty',
      sql`${t.cancelledAt} is null or (${t.booked} = 0 and ${t.cancelReason} is not null)`,
    ),
  ],
);

/**
 * One booking per applicant. `attended`: whether the applicant came to the sitting, as staff
 * recorded it once it started (ARCHITECTURE.md, "Exam schedule"); null until recorded.
 * `calendarSequence`: the SEQUENCE of the booking's calendar entry, raised with each mail
 * that changes it (a moved sitting), so calendars replace the entry.
 */
export const examBookings = pgTable(
  'exam_bookings',
  {
    id: id(),
    applicantId: integer('applicant_id')
      .notNull()
      .references(() => applicants.id, { onDelete: 'cascade' }),
    slotId: integer('slot_id')
      .notNull()
      .references(() => examSlots.id),
    attended: boolean('attended'),
    attendanceRecordedAt: instant('attendance_recorded_at'),
    calendarSequence: integer('calendar_sequence').notNull().default(0),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('exam_bookings_applicant_id_unique').on(t.applicantId),
    index('exam_bookings_slot_id_idx').on(t.slotId),
  ],
);
