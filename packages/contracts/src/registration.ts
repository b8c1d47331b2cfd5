import { z } from 'zod';
import { isoDateSchema, isoDateTimeSchema } from './common.js';
import { EXAM_AVAILABLE_MAX_DAYS } from './constants.js';
import {
  applicantStatusSchema,
  courseTypeSchema,
  englishLevelSchema,
  occupationSchema,
} from './enums.js';
import type { ErrorCode } from './errors.js';
import { daysBetween, MONTH_DAY_YEAR_PATTERN } from './exam-calendar.js';
import { emailSchema } from './validation.js';

/*
 * Registration's shapes that need no phone rule. The applicant's form, the registration
 * request and the phone check are in applicant-form.ts.
 */

/** POST auth/registration answers 201 with the address the link went to. */
export const registrationResponseSchema = z.object({ email: z.string() });
export type RegistrationResponse = z.infer<typeof registrationResponseSchema>;

/**
 * POST auth/check/email and auth/check/phone: answer only "free" or, for a taken value, the
 * catalogue code the client translates (ERR_EMAIL_ALREADY_EXIST / ERR_PHONE_ALREADY_EXIST).
 * The value must pass the form's own rule first, so the server answers a malformed address or
 * number with 400 and that rule's text.
 */
export const checkEmailRequestSchema = z.strictObject({ email: emailSchema() });
export type CheckEmailRequest = z.infer<typeof checkEmailRequestSchema>;
/** The code of a taken value, per checked field. */
export const alreadyExistCodes = {
  email: 'ERR_EMAIL_ALREADY_EXIST',
  phone: 'ERR_PHONE_ALREADY_EXIST',
} as const satisfies Record<'email' | 'phone', ErrorCode>;
export const checkResponseSchema = z.object({
  available: z.boolean(),
  message: z.enum([alreadyExistCodes.email, alreadyExistCodes.phone]).optional(),
});
export type CheckResponse = z.infer<typeof checkResponseSchema>;

/** GET countries */
export const countrySchema = z.object({
  id: z.number().int(),
  code: z.string().length(2),
  name: z.string(),
});
export type Country = z.infer<typeof countrySchema>;
export const countriesResponseSchema = z.array(countrySchema);

/** GET week-days: the weekly exam schedule, in the academy's time zone. */
export const weekDaySchema = z.object({
  id: z.number().int(),
  /** ISO weekday: 1 = Monday … 7 = Sunday. */
  weekday: z.number().int().min(1).max(7),
  /** Local start times `HH:mm`. */
  times: z.array(z.string().regex(/^\d{2}:\d{2}$/)),
  capacity: z.number().int().positive(),
});
export type WeekDay = z.infer<typeof weekDaySchema>;
export const weekDaysResponseSchema = z.object({
  timeZone: z.string(),
  days: z.array(weekDaySchema),
});
export type WeekDaysResponse = z.infer<typeof weekDaysResponseSchema>;

/**
 * GET week-days/available?from&to: calendar dates in the academy's time zone, both included.
 * `to` may not precede `from`, and the range spans at most EXAM_AVAILABLE_MAX_DAYS days
 * (enough for two calendar months), so one call's work stays bounded.
 */
export const availableQuerySchema = z
  .strictObject({ from: isoDateSchema, to: isoDateSchema })
  .superRefine((value, ctx) => {
    const days = daysBetween(value.from, value.to);
    if (days < 0) {
      ctx.addIssue({ code: 'custom', path: ['to'], message: 'Must not be before from' });
    } else if (days + 1 > EXAM_AVAILABLE_MAX_DAYS) {
      ctx.addIssue({
        code: 'custom',
        path: ['to'],
        message: `The range may span at most ${EXAM_AVAILABLE_MAX_DAYS} days`,
      });
    }
  });
export type AvailableQuery = z.infer<typeof availableQuerySchema>;
export const availableSlotSchema = z.object({
  dateTime: isoDateTimeSchema,
  /** Local time `HH:mm` in the academy's time zone. */
  time: z.string(),
  freeSeats: z.number().int().nonnegative(),
});
export type AvailableSlot = z.infer<typeof availableSlotSchema>;
/** Free slots grouped by date in month/day/year form (`11/23/2026`). */
export const availableResponseSchema = z.record(
  z.string().regex(MONTH_DAY_YEAR_PATTERN),
  z.array(availableSlotSchema),
);
export type AvailableResponse = z.infer<typeof availableResponseSchema>;

/** GET applicants/me: the applicant's own record and exam booking. */
export const applicantMeResponseSchema = z.object({
  id: z.number().int(),
  fullName: z.string(),
  email: z.string(),
  phone: z.string(),
  occupation: occupationSchema,
  university: z.string(),
  faculty: z.string(),
  country: z.string(),
  city: z.string(),
  englishLevel: englishLevelSchema,
  courseType: courseTypeSchema,
  status: applicantStatusSchema,
  emailVerified: z.boolean(),
  booking: z.object({ dateTime: isoDateTimeSchema, timeZone: z.string() }).nullable(),
});
export type ApplicantMeResponse = z.infer<typeof applicantMeResponseSchema>;
