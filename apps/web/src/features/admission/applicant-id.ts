import { idTextSchema } from '@academy/contracts';

/** The id in the address, or null when it cannot name an applicant (then not asked for). */
export function applicantIdOf(value: string | undefined): number | null {
  const parsed = idTextSchema.safeParse(value);
  return parsed.success ? parsed.data : null;
}
