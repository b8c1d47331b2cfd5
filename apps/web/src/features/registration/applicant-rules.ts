import { applicantInformationSchema, type MessageFormatter } from '@academy/contracts';
import { z } from 'zod';

/*
 * The shared applicant rules, the phone rule among them: with them comes libphonenumber-js
 * and its metadata (some 30 KB gzip), so this module loads only when they are needed, never
 * with the first step's page: when the form is first checked (use-main-information-form.ts)
 * and when stored applicant information is read back (sign-up-store.ts).
 */

/** The first step's rules; the checkbox holds a boolean, which the rule requires to be true. */
export function mainInformationSchema(messages: MessageFormatter) {
  const rules = applicantInformationSchema(messages);
  return rules.extend({ agreement: z.boolean().pipe(rules.shape.agreement) });
}

/** Stored applicant information, read back through the shared schema (null when it fails). */
export function restoreApplicantInformation(value: unknown) {
  const information = applicantInformationSchema().safeParse(value);
  return information.success ? information.data : null;
}
