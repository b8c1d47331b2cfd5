import { type CourseType, formatExamDate, formatExamTime, type Language } from '@academy/contracts';
import { escapeHtml } from '../../../lib/html.js';
import { calendarAttachment } from '../calendar.js';
import type { RenderedMail } from './layout.js';
import { renderLinkMail } from './link-mail.js';
import { verificationTexts } from './verification-texts.js';

export interface VerificationMailInput {
  language: Language;
  fullName: string;
  /** The verification page with the link token. */
  link: string;
  /** The lifetime the link was issued with. */
  linkLifetimeHours: number;
  /** Where the site is, for the calendar entry. */
  siteUrl: string;
  booking: {
    /** Stable id of the booking for the calendar entry. */
    uid: string;
    /** The calendar entry's revision (0 unless the sitting moved). */
    sequence?: number;
    startsAt: Date;
    durationMinutes: number;
    timeZone: string;
    courseType: CourseType;
  } | null;
}

export const CALENDAR_FILENAME = 'academy-entrance-exam.ics';

/** The booking's local date and time, written as the web app writes them. */
function bookingWhen(startsAt: Date, timeZone: string, language: Language) {
  return {
    date: formatExamDate(startsAt, timeZone, language),
    time: formatExamTime(startsAt, timeZone, language),
  };
}

/**
 * The e-mail that confirms an applicant's address: the link, the booked exam and a calendar
 * invitation. Every value that came from a user is escaped in the HTML part.
 */
export function renderVerificationMail(input: VerificationMailInput): RenderedMail {
  const t = verificationTexts[input.language];
  const booking = input.booking;
  const when = booking ? bookingWhen(booking.startsAt, booking.timeZone, input.language) : null;

  const bookingRows: [label: string, value: string][] =
    booking && when
      ? [
          [t.date, when.date],
          [t.time, when.time],
          [t.courseFormat, t.courseTypes[booking.courseType]],
        ]
      : [];

  const htmlBooking =
    booking && bookingRows.length > 0
      ? `<h2 style="font-size:18px;margin:24px 0 8px;">${escapeHtml(t.bookingTitle)}</h2>
<table role="presentation" cellpadding="0" cellspacing="0" style="font-size:16px;">
${bookingRows
  .map(
    ([label, value]) =>
      `<tr><td style="padding:4px 16px 4px 0;color:#52606d;">${escapeHtml(label)}</td><td style="padding:4px 0;font-weight:bold;">${escapeHtml(value)}</td></tr>`,
  )
  .join('\n')}
</table>
<p style="font-size:14px;color:#52606d;">${escapeHtml(t.timeZoneNote(booking.timeZone))} ${escapeHtml(t.calendarNote)}</p>`
      : '';

  const details =
    booking && when
      ? {
          html: htmlBooking,
          text: [
            `${t.bookingTitle}:`,
            ...bookingRows.map(([label, value]) => `  ${label}: ${value}`),
            t.timeZoneNote(booking.timeZone),
            t.calendarNote,
          ],
        }
      : undefined;
  const { subject, html, text } = renderLinkMail({
    language: input.language,
    texts: t,
    fullName: input.fullName,
    link: input.link,
    linkLifetimeHours: input.linkLifetimeHours,
    ...(details ? { details } : {}),
  });

  const attachments = booking
    ? [
        calendarAttachment(
          {
            uid: booking.uid,
            sequence: booking.sequence ?? 0,
            title: t.eventTitle,
            description: t.eventDescription,
            startsAt: booking.startsAt,
            durationMinutes: booking.durationMinutes,
            url: input.siteUrl,
          },
          CALENDAR_FILENAME,
        ),
      ]
    : [];

  return { subject, html, text, attachments };
}
