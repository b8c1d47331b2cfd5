import { z } from 'zod';
import { isoDateTimeSchema } from './common.js';
import { courseTypeSchema, englishLevelSchema, occupationSchema } from './enums.js';
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

/*
 * The applicant's form and every schema that checks a phone number. They live apart from the
 * other registration shapes so that a screen reading those (the verification screen reads
 * GET applicants/me) does not load the phone rule and libphonenumber-js's metadata with them.
 */

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

/** Step 1 of the sign-up wizard: the applicant's main information. */
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

/** POST auth/registration: the whole wizard (its answer is registration.ts' response schema). */
export const registrationRequestSchema = (m: MessageFormatter = englishMessages) =>
  applicantInformationSchema(m).extend({
    courseType: courseTypeSchema,
    testDateTime: isoDateTimeSchema,
  });
export type RegistrationRequest = z.infer<ReturnType<typeof registrationRequestSchema>>;
/**
 * POST auth/check/phone: the number must pass the form's own rule first. Pure, so a bundle
 * that does not check phones leaves it, and libphonenumber-js, out.
 */
export const checkPhoneRequestSchema = /* @__PURE__ */ z.strictObject({ phone: phoneSchema() });
export type CheckPhoneRequest = z.infer<typeof checkPhoneRequestSchema>;

/**
 * PATCH students: the student's own name and phone, with the registration form's rules and
 * messages (the e-mail changes elsewhere, with a new verification).
 */
export const updateProfileRequestSchema = (m: MessageFormatter = englishMessages) =>
  z.strictObject({
    fullName: fullNameSchema(m),
    phone: phoneSchema(m),
  });
export type UpdateProfileRequest = z.infer<ReturnType<typeof updateProfileRequestSchema>>;

/** PATCH students' answer: the name and the phone as stored (E.164). */
export const updateProfileResponseSchema = z.object({
  fullName: z.string(),
  phone: z.string(),
});
export type UpdateProfileResponse = z.infer<typeof updateProfileResponseSchema>;
