import { z } from 'zod';
import { isoDateTimeSchema } from './common.js';

/*
 * A student's private calendar feed (ARCHITECTURE.md, "Calendar feed"): an iCalendar
 * address with their open work's due dates and their entrance exam, for a calendar app to
 * subscribe to. The address carries a random token the server keeps only as a hash, so it
 * is shown once, when made; a new one replaces it, and turning the feed off ends it.
 */

/** The feed's token in its address: 256 random bits, base64url. */
export const CALENDAR_FEED_TOKEN_LENGTH = 43;

/** How often a calendar app may fetch one address, per minute (it polls every few hours). */
export const CALENDAR_FEED_PER_MINUTE = 30;

/** GET calendar-feed: whether the caller has a feed, since when, and when it was last read. */
export const calendarFeedStatusSchema = z.object({
  active: z.boolean(),
  createdAt: isoDateTimeSchema.nullable(),
  /** When a calendar app last fetched it (to the hour), null if never. */
  lastUsedAt: isoDateTimeSchema.nullable(),
});
export type CalendarFeedStatus = z.infer<typeof calendarFeedStatusSchema>;

/** POST calendar-feed: the new address, shown this once; the one before it stops working. */
export const calendarFeedCreatedSchema = z.object({
  /** The https address, for apps that take a URL. */
  url: z.url(),
  /** The same address as `webcal://`, which opens the system's calendar app to subscribe. */
  webcalUrl: z.string(),
  createdAt: isoDateTimeSchema,
});
export type CalendarFeedCreated = z.infer<typeof calendarFeedCreatedSchema>;

/** GET calendar/{token}.ics: the token, in the form every feed address has. */
export const calendarFeedParamsSchema = z.strictObject({
  token: z
    .string()
    .length(CALENDAR_FEED_TOKEN_LENGTH)
    .regex(/^[A-Za-z0-9_-]+$/),
});
