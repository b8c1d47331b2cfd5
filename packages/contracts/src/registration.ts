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
import { phoneSchema } from './phone.js';
import {
  citySchema,
  emailSchema,
  englishMessages,
  facultySchema,
  fullNameSchema,
  type MessageFormatter,
  universitySchema,
} from './validation.js';

/** A required choice: empty means "required", an unknown value means "choose one of the options". */
const choice = <T extends z.ZodType>(schema: T, m: MessageFormatter) =>
  z.unknown().transform((value, ctx): z.output<T> => {
    if (value === undefined || value === null || value === '') {
      ctx.addIssue({ code: 'custom', message: m('required') });
      return z.NEVER;
    }
    const parsed = schema.safeParse(value);
    if (!parsed.success) {
      ctx.addIssue({ code: 'custom', message: m('invalidOption') });
      return z.NEVER;
    }
    return parsed.data;
  });

/** A country id: a positive integer or its decimal string (a select's value); never a boolean or an array. */
const countryIdSchema = z
  .union([z.number(), z.string().regex(/^\d+$/).transform(Number)])
  .pipe(z.number().int().positive());

/** Step 1 of the sign-up wizard: the applicant's main information (spec §3, §5). */
export const applicantInformationSchema = (m: MessageFormatter = englishMessages) =>
  z.strictObject({
    fullName: fullNameSchema(m),
    email: emailSchema(m),
    phone: phoneSchema(m),
    occupation: choice(occupationSchema, m),
    university: universitySchema(m),
    faculty: facultySchema(m),
    countryId: choice(countryIdSchema, m),
    city: citySchema(m),
    englishLevel: choice(englishLevelSchema, m),
    agreement: z.literal(true, { error: m('agreement') }),
  });
export type ApplicantInformation = z.infer<ReturnType<typeof applicantInformationSchema>>;

/** POST auth/registration: the whole wizard. Answers 201 with the address the link went to. */
export const registrationRequestSchema = (m: MessageFormatter = englishMessages) =>
  applicantInformationSchema(m).extend({
    courseType: courseTypeSchema,
    testDateTime: isoDateTimeSchema,
  });
export type RegistrationRequest = z.infer<ReturnType<typeof registrationRequestSchema>>;
export const registrationResponseSchema = z.object({ email: z.string() });
export type RegistrationResponse = z.infer<typeof registrationResponseSchema>;

/**
 * POST auth/check/email and auth/check/phone: answer only "free" or, for a taken value, the
 * catalogue code the client translates (ERR_EMAIL_ALREADY_EXIST / ERR_PHONE_ALREADY_EXIST).
 * The value must pass the form's own rule first, so the server answers a malformed address or
 * number with 400 and that rule's text.
 */
export const checkEmailRequestSchema = z.strictObject({ email: emailSchema() });
export const checkPhoneRequestSchema = z.strictObject({ phone: phoneSchema() });
export type CheckEmailRequest = z.infer<typeof checkEmailRequestSchema>;
export type CheckPhoneRequest = z.infer<typeof checkPhoneRequestSchema>;
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
