import { z } from 'zod';
import { isoDateTimeSchema } from './common.js';
import { courseTypeSchema, learningAccessStateSchema, roleSchema } from './enums.js';

/**
 * GET students: the logged-in user's own data. `isFirstSession`: the caller's session is the
 * account's very first (its first login, or the password set after a temporary one), which
 * the student area greets as a first visit.
 */
export const studentMeResponseSchema = z.object({
  id: z.number().int(),
  fullName: z.string(),
  email: z.string(),
  role: roleSchema,
  trialEndsAt: isoDateTimeSchema.nullable(),
  isFirstSession: z.boolean(),
  /** The learning access now (ARCHITECTURE.md, "Billing"): a running trial, a paid period, or none. */
  access: z.object({
    state: learningAccessStateSchema,
    endsAt: isoDateTimeSchema.nullable(),
  }),
  /** The directions the student is enrolled in, with the course format of each. */
  enrolments: z.array(
    z.object({ directionId: z.number().int(), title: z.string(), courseType: courseTypeSchema }),
  ),
});
export type StudentMeResponse = z.infer<typeof studentMeResponseSchema>;
