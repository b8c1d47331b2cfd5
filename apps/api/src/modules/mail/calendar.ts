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
  /**
   * The entry's revision (RFC 5545 SEQUENCE): 0 for the first invitation, higher with each
   * change, so calendars replace the entry they hold rather than add another.
   */
  sequence?: number;
  /** The booking is gone: the entry is sent as cancelled (METHOD:CANCEL, STATUS:CANCELLED). */
  cancelled?: boolean;
}

/** An iCalendar invitation (.ics) for one event, as a mail attachment. */
export function calendarAttachment(event: CalendarEvent, filename: string): MailAttachment {
  const method = event.cancelled ? 'CANCEL' : 'PUBLISH';
  const { error, value } = createEvent({
    uid: event.uid,
    productId: 'academy/exam-booking',
    method,
    sequence: event.sequence ?? 0,
    title: event.title,
    description: event.description,
    url: event.url,
    // An instant in milliseconds is written as UTC (…Z): correct in every calendar's zone.
    start: event.startsAt.getTime(),
    startInputType: 'utc',
    startOutputType: 'utc',
    duration: { minutes: event.durationMinutes },
    status: event.cancelled ? 'CANCELLED' : 'CONFIRMED',
    busyStatus: event.cancelled ? 'FREE' : 'BUSY',
  });
  if (error || !value) throw new Error('Calendar event could not be built', { cause: error });
  return {
    filename,
    contentType: `text/calendar; charset=utf-8; method=${method}`,
    content: Buffer.from(value, 'utf8').toString('base64'),
  };
}

/** The calendar entry's id of an exam booking: every mail about the booking carries it. */
export function bookingCalendarUid(bookingId: number, publicUrl: string): string {
  return `exam-booking-${bookingId}@${new URL(publicUrl).hostname}`;
}
