import { paths } from '@academy/contracts';

/*
 * Where a student goes when a learning call says the trial or subscription is over (403
 * ERR_LEARNING_ACCESS_ENDED): the plans, told why they are there. The HTTP client calls the
 * app's `learningAccessEnded` (app/router.ts), which navigates here; the pricing screen reads
 * the mark and shows the message at its top. No zod here: the app's entry reads it.
 */

const REASON_PARAM = 'reason';
const ACCESS_ENDED = 'access-ended';

/** /pricing, marked as reached because the learning access ended. */
export const pricingForEndedAccess = `${paths.student.pricing}?${REASON_PARAM}=${ACCESS_ENDED}`;

/** Whether the page's query says the student was sent here because the access ended. */
export function cameForEndedAccess(search: URLSearchParams): boolean {
  return search.get(REASON_PARAM) === ACCESS_ENDED;
}
