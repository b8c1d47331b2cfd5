import { z } from 'zod';
import { idTextSchema, isoDateSchema, isoDateTimeSchema } from './common.js';
import { applicantStatusSchema, courseTypeSchema } from './enums.js';
import { daysBetween } from './exam-calendar.js';
import { englishMessages, type MessageFormatter, trimmedText } from './validation.js';

/*
 * The staff's side of the exam schedule (admins): the weekly schedule with a capacity per
 * start time, the concrete sittings of a date range with their bookings, and who booked a
 * sitting. Week days are ISO (1 = Monday … 7 = Sunday); times are local `HH:mm` in the
 * academy's time zone, as applicants' GET week-days has them (ARCHITECTURE.md, "The staff
 * area", "Exam schedule").
 */

/** A local start time, `HH:mm` on the 24-hour clock (the database's CHECK is the same). */
export const EXAM_TIME_PATTERN = /^([01]\d|2[0-3]):[0-5]\d$/;
/** Seats of one sitting: at least one, and a bound no room reaches. */
export const EXAM_CAPACITY_MIN = 1;
export const EXAM_CAPACITY_MAX = 1000;
/** Start times a week day may have. */
export const EXAM_TIMES_PER_DAY_MAX = 24;
/** The widest date range GET admin/exam-slots answers (both ends included). */
export const EXAM_SLOTS_MAX_DAYS = 62;
/** The range GET admin/exam-slots answers without one: two weeks from today (the screen's page). */
export const EXAM_SLOTS_DEFAULT_DAYS = 14;

/**
 * Whether a text is an IANA time zone this runtime knows (`Asia/Yerevan`, `UTC`). Offsets
 * (`+04:00`) are not zones: a schedule's times follow its zone's daylight-saving rules.
 */
export function isTimeZone(value: string): boolean {
  if (!/^[A-Za-z][A-Za-z0-9_+-]*(\/[A-Za-z0-9_+-]+)*$/.test(value)) return false;
  try {
    new Intl.DateTimeFormat('en-US', { timeZone: value });
    return true;
  } catch {
    return false;
  }
}

export const examScheduleTimeSchema = z.object({
  /** Local `HH:mm`. */
  time: z.string(),
  capacity: z.number().int().positive(),
  /**
   * The most seats booked in one sitting still to come at this time: the least capacity the
   * time may be given, and, when above 0, the time (and its day) cannot be removed.
   */
  booked: z.number().int().nonnegative(),
});
export type ExamScheduleTime = z.infer<typeof examScheduleTimeSchema>;

export const examScheduleDaySchema = z.object({
  weekday: z.number().int().min(1).max(7),
  /** In time order. */
  times: z.array(examScheduleTimeSchema),
});
export type ExamScheduleDay = z.infer<typeof examScheduleDaySchema>;

/** GET (and the answer of PUT) admin/exam-schedule: the weekly schedule, Monday first. */
export const examScheduleSchema = z.object({
  timeZone: z.string(),
  days: z.array(examScheduleDaySchema),
});
export type ExamScheduleResponse = z.infer<typeof examScheduleSchema>;

const capacityRule = (m: MessageFormatter) =>
  z
    .number({ error: m('required') })
    .int(m('wholeNumberRange', { min: EXAM_CAPACITY_MIN, max: EXAM_CAPACITY_MAX }))
    .min(
      EXAM_CAPACITY_MIN,
      m('wholeNumberRange', { min: EXAM_CAPACITY_MIN, max: EXAM_CAPACITY_MAX }),
    )
    .max(
      EXAM_CAPACITY_MAX,
      m('wholeNumberRange', { min: EXAM_CAPACITY_MIN, max: EXAM_CAPACITY_MAX }),
    );

const timesRule = (m: MessageFormatter) =>
  z
    .array(
      z.strictObject({
        time: z.string().regex(EXAM_TIME_PATTERN, m('examTime')),
        capacity: capacityRule(m),
      }),
    )
    .max(EXAM_TIMES_PER_DAY_MAX);

/** A day's times must differ: the repeated one is marked, on its time field. */
function refuseRepeatedTimes(
  times: readonly { time: string }[],
  path: (string | number)[],
  ctx: z.RefinementCtx,
  m: MessageFormatter,
) {
  const seen = new Set<string>();
  times.forEach(({ time }, index) => {
    if (seen.has(time)) {
      ctx.addIssue({
        code: 'custom',
        path: [...path, index, 'time'],
        message: m('examTimeRepeated'),
      });
    }
    seen.add(time);
  });
}

const timeZoneRule = (m: MessageFormatter) =>
  z.string().refine(isTimeZone, { message: m('invalidOption') });

/**
 * PUT admin/exam-schedule: the whole weekly schedule. A day not listed has no exams; a listed
 * day has at least one time; week days and a day's times are unique.
 */
export const examScheduleRequestSchema = (m: MessageFormatter = englishMessages) =>
  z
    .strictObject({
      timeZone: timeZoneRule(m),
      days: z
        .array(
          z.strictObject({
            weekday: z.number().int().min(1).max(7),
            times: timesRule(m).min(1, m('examDayNeedsTime')),
          }),
        )
        .max(7),
    })
    .superRefine((value, ctx) => {
      const weekdays = new Set<number>();
      value.days.forEach((day, index) => {
        if (weekdays.has(day.weekday)) {
          ctx.addIssue({
            code: 'custom',
            path: ['days', index, 'weekday'],
            message: m('invalidOption'),
          });
        }
        weekdays.add(day.weekday);
        refuseRepeatedTimes(day.times, ['days', index, 'times'], ctx, m);
      });
    });
export type ExamScheduleRequest = z.infer<ReturnType<typeof examScheduleRequestSchema>>;

/**
 * The editor's form: all seven days, each switched on or off, so that switching a day off
 * and on again keeps its times until the form is saved. Only the days switched on are
 * checked and sent (`toExamScheduleRequest`).
 */
export const examScheduleFormSchema = (m: MessageFormatter = englishMessages) =>
  z
    .object({
      timeZone: timeZoneRule(m),
      days: z
        .array(
          z.object({
            weekday: z.number().int().min(1).max(7),
            enabled: z.boolean(),
            times: z.array(
              z.object({
                time: z.string(),
                capacity: z.number().or(z.string()).nullable(),
                /** As GET admin/exam-schedule had it; 0 for a time added in the form. */
                booked: z.number(),
              }),
            ),
          }),
        )
        .length(7),
    })
    .superRefine((value, ctx) => {
      value.days.forEach((day, index) => {
        if (!day.enabled) return;
        const path = ['days', index, 'times'];
        const checked = timesRule(m)
          .min(1, m('examDayNeedsTime'))
          .safeParse(day.times.map(({ time, capacity }) => ({ time, capacity })));
        for (const issue of checked.error?.issues ?? []) {
          ctx.addIssue({ code: 'custom', path: [...path, ...issue.path], message: issue.message });
        }
        if (!checked.success) return;
        refuseRepeatedTimes(day.times, path, ctx, m);
        day.times.forEach(({ capacity, booked }, index) => {
          if (Number(capacity) < booked) {
            ctx.addIssue({
              code: 'custom',
              path: [...path, index, 'capacity'],
              message: m('examCapacityBelowBooked', { booked }),
            });
          }
        });
      });
    });
export type ExamScheduleForm = z.infer<ReturnType<typeof examScheduleFormSchema>>;

/** The form's days switched on, as PUT admin/exam-schedule takes them (the form passed its rules). */
export function toExamScheduleRequest(form: ExamScheduleForm): ExamScheduleRequest {
  return {
    timeZone: form.timeZone,
    days: form.days
      .filter((day) => day.enabled)
      .map((day) => ({
        weekday: day.weekday,
        times: day.times.map(({ time, capacity }) => ({ time, capacity: Number(capacity) })),
      })),
  };
}

/**
 * GET admin/exam-slots?from&to: local calendar dates in the academy's time zone, both
 * included; today and the EXAM_SLOTS_DEFAULT_DAYS days from it when not given.
 */
export const examSlotsQuerySchema = z
  .strictObject({ from: isoDateSchema.optional(), to: isoDateSchema.optional() })
  .superRefine((value, ctx) => {
    if (value.to !== undefined && value.from === undefined) {
      ctx.addIssue({ code: 'custom', path: ['from'], message: 'Required with to' });
      return;
    }
    if (value.from === undefined || value.to === undefined) return;
    const days = daysBetween(value.from, value.to);
    if (days < 0) {
      ctx.addIssue({ code: 'custom', path: ['to'], message: 'Must not be before from' });
    } else if (days + 1 > EXAM_SLOTS_MAX_DAYS) {
      ctx.addIssue({
        code: 'custom',
        path: ['to'],
        message: `The range may span at most ${EXAM_SLOTS_MAX_DAYS} days`,
      });
    }
  });
export type ExamSlotsQuery = z.infer<typeof examSlotsQuerySchema>;

/**
 * One sitting: scheduled (no row until somebody books it: `id` null, nothing booked) or
 * booked. `onSchedule` is false for a booked sitting the weekly schedule no longer has.
 * `cancelledAt` and `cancelReason`: staff cancelled the sitting or moved it to another time;
 * it has no bookings and is never booked again.
 */
export const examSlotSchema = z.object({
  id: z.number().int().nullable(),
  startsAt: isoDateTimeSchema,
  /** Local calendar date `YYYY-MM-DD` and time `HH:mm` in the academy's time zone. */
  date: isoDateSchema,
  time: z.string(),
  capacity: z.number().int().positive(),
  booked: z.number().int().nonnegative(),
  freeSeats: z.number().int().nonnegative(),
  onSchedule: z.boolean(),
  cancelledAt: isoDateTimeSchema.nullable(),
  cancelReason: z.string().nullable(),
});
export type ExamSlot = z.infer<typeof examSlotSchema>;

export const examSlotsResponseSchema = z.object({
  timeZone: z.string(),
  from: isoDateSchema,
  to: isoDateSchema,
  /** In time order. */
  slots: z.array(examSlotSchema),
});
export type ExamSlotsResponse = z.infer<typeof examSlotsResponseSchema>;

export const examSlotBookingSchema = z.object({
  applicantId: z.number().int(),
  fullName: z.string(),
  email: z.string(),
  phone: z.string().nullable(),
  courseType: courseTypeSchema,
  emailVerified: z.boolean(),
  status: applicantStatusSchema,
  bookedAt: isoDateTimeSchema,
  /** Whether the applicant came, as staff recorded it once the sitting started; null until then. */
  attended: z.boolean().nullable(),
});
export type ExamSlotBooking = z.infer<typeof examSlotBookingSchema>;

/** GET admin/exam-slots/{id}/bookings: a booked sitting and who booked it, first booked first. */
export const examSlotBookingsResponseSchema = z.object({
  timeZone: z.string(),
  slot: examSlotSchema,
  bookings: z.array(examSlotBookingSchema),
});
export type ExamSlotBookingsResponse = z.infer<typeof examSlotBookingsResponseSchema>;

/** PUT admin/exam-slots/{id}/bookings/{applicantId}/attendance: came or did not come. */
export const examAttendanceParamsSchema = z.strictObject({
  id: idTextSchema,
  applicantId: idTextSchema,
});
export const examAttendanceRequestSchema = z.strictObject({ attended: z.boolean() });
export type ExamAttendanceRequest = z.infer<typeof examAttendanceRequestSchema>;

/** A sitting's cancellation or move is told to its applicants with a reason under this length. */
export const SITTING_CHANGE_REASON_LESS_THAN = 500;

const sittingChangeReason = (m: MessageFormatter) =>
  trimmedText(SITTING_CHANGE_REASON_LESS_THAN, m).min(1, { error: m('required') });

/** POST admin/exam-slots/{id}/cancellation: the reason mailed to every booked applicant. */
export const cancelSittingRequestSchema = (m: MessageFormatter = englishMessages) =>
  z.strictObject({ reason: sittingChangeReason(m) });
export type CancelSittingRequest = z.input<ReturnType<typeof cancelSittingRequestSchema>>;

/**
 * POST admin/exam-slots/{id}/move: the new start, one of the schedule's sittings that can
 * still be booked (at least EXAM_BOOKING_LEAD_HOURS ahead), and the reason mailed with it.
 */
export const moveSittingRequestSchema = (m: MessageFormatter = englishMessages) =>
  z.strictObject({
    startsAt: isoDateTimeSchema,
    reason: sittingChangeReason(m),
  });
export type MoveSittingRequest = z.input<ReturnType<typeof moveSittingRequestSchema>>;

/**
 * PUT admin/applicants/{id}/exam-booking: staff book a sitting for a pending applicant, or
 * change the time of the one they booked, from the calendar of sittings that can still be
 * booked; the reason is kept in the applicant's history (and mailed with a change).
 */
export const applicantBookingRequestSchema = moveSittingRequestSchema;
export type ApplicantBookingRequest = MoveSittingRequest;

/**
 * How long the link to choose another sitting works, in days: long enough to plan around
 * a cancelled exam, and the mail that carries it states the same.
 */
export const EXAM_BOOKING_LINK_LIFETIME_DAYS = 14;

/**
 * GET and POST exam-booking (the mailed link's token as bearer): the applicant whose sitting
 * was cancelled, why, and their booking once they chose another sitting (`booking` null
 * until then). Times are instants; the page writes them in `timeZone`.
 */
export const examRebookingSchema = z.object({
  fullName: z.string(),
  timeZone: z.string(),
  cancelled: z.object({ startsAt: isoDateTimeSchema, reason: z.string() }).nullable(),
  booking: z.object({ startsAt: isoDateTimeSchema, courseType: courseTypeSchema }).nullable(),
});
export type ExamRebooking = z.infer<typeof examRebookingSchema>;

/** POST exam-booking: the sitting chosen, as the calendar offered it. */
export const examRebookingRequestSchema = z.strictObject({ testDateTime: isoDateTimeSchema });
export type ExamRebookingRequest = z.infer<typeof examRebookingRequestSchema>;
