/**
 * The current time, as the app sees it. Everything that compares with "now" (bookable exam
 * slots, link expiry, mail retries) asks the clock, so tests can fix or move time.
 */
export type Clock = () => Date;

export const systemClock: Clock = () => new Date();
