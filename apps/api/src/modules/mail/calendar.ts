import { createEvent } from 'ics';
import type { MailAttachment } from '../../db/schema/index.js';

export interface CalendarEvent {
  /** Stable per booking, so a later invitation for the same booking updates the entry. */
  uid: string;
  title: string;
  description: string;
  startsAt: Date;
  durationMinutes: number;
  url: string;
}

/** An iCalendar invitation (.ics) for one event, as a mail attachment. */
export function calendarAttachment(event: CalendarEvent, filename: string): MailAttachment {
  const { error, value } = createEvent({
    uid: event.uid,
    productId: 'academy/exam-booking',
    method: 'PUBLISH',
    title: event.title,
    description: event.description,
    url: event.url,
    // An instant in milliseconds is written as UTC (…Z): correct in every calendar's zone.
    start: event.startsAt.getTime(),
    startInputType: 'utc',
    startOutputType: 'utc',
    duration: { minutes: event.durationMinutes },
    status: 'CONFIRMED',
    busyStatus: 'BUSY',
  });
  if (error || !value) throw new Error('Calendar event could not be built', { cause: error });
  return {
    filename,
    contentType: 'text/calendar; charset=utf-8; method=PUBLISH',
    content: Buffer.from(value, 'utf8').toString('base64'),
  };
}
