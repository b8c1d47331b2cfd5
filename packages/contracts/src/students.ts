import { z } from 'zod';
import { isoDateTimeSchema } from './common.js';
import { roleSchema } from './enums.js';

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
});
export type StudentMeResponse = z.infer<typeof studentMeResponseSchema>;

/** A certificate of a completed subject, with its badge (badge_path derived from badge_id). */
export const certificateSchema = z.object({
  id: z.string(),
  subjectId: z.number().int(),
  subjectTitle: z.string(),
  issuedAt: isoDateTimeSchema,
  badge_id: z.string().nullable(),
});
export type Certificate = z.infer<typeof certificateSchema>;
/** GET students/completion */
export const completionResponseSchema = z.array(certificateSchema);
