import { z } from 'zod';
import {
  calendarFeedCreatedSchema,
  calendarFeedParamsSchema,
  calendarFeedStatusSchema,
} from '../calendar-feed.js';
import { defineEndpoint } from '../endpoint.js';

/* A student's private calendar feed (ARCHITECTURE.md, "Calendar feed"). */

const own = { access: 'student', tag: 'calendar' } as const;

export const getMyCalendarFeed = defineEndpoint({
  ...own,
  operationId: 'getMyCalendarFeed',
  method: 'GET',
  path: '/calendar-feed',
  summary: "Whether the caller's calendar feed is on, since when, and when it was last read",
  responses: { 200: calendarFeedStatusSchema },
});

export const createMyCalendarFeed = defineEndpoint({
  ...own,
  operationId: 'createMyCalendarFeed',
  method: 'POST',
  path: '/calendar-feed',
  summary: 'Make a new private feed address; the one before it stops working',
  description: 'The address is answered this once: only its hash is kept.',
  responses: { 201: calendarFeedCreatedSchema },
});

export const deleteMyCalendarFeed = defineEndpoint({
  ...own,
  operationId: 'deleteMyCalendarFeed',
  method: 'DELETE',
  path: '/calendar-feed',
  summary: "Turn the caller's calendar feed off: its address stops working",
  description: 'Nothing to do when the feed is already off.',
  responses: { 204: null },
});

export const getCalendarFeed = defineEndpoint({
  operationId: 'getCalendarFeed',
  method: 'GET',
  path: '/calendar/:token',
  access: 'public',
  tag: 'calendar',
  summary: "A student's calendar (iCalendar, RFC 5545): due dates of open work, the exam",
  description:
    'The address made by POST calendar-feed is the credential. One event per open test or ' +
    'mini project with a due date, at that instant, and one for the entrance exam; in the ' +
    "student's language. 404 for an address replaced, turned off, or of a blocked account.",
  params: calendarFeedParamsSchema,
  responses: { 200: z.unknown().describe('The calendar (text/calendar)') },
  responseType: 'binary',
  errors: { 404: ['ERR_NOT_FOUND'] },
});
