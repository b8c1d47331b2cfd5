import { type CourseType, formatExamDate, formatExamTime, type Language } from '@academy/contracts';
import { escapeHtml } from '../../../lib/html.js';
import { calendarAttachment } from '../calendar.js';
import { htmlButton, htmlLayout, htmlLinkFallback, htmlNote, type RenderedMail } from './layout.js';
import { type SittingTexts, sittingTexts } from './sitting-texts.js';
import { CALENDAR_FILENAME } from './verification-mail.js';

/*
 * The mails about a changed exam sitting (ARCHITECTURE.md, "Exam schedule"), in the
 * applicant's language: cancelled (the reason, the link to choose another time, the calendar
 * entry cancelled), moved (the reason, the new time, the calendar entry updated) and booked
 * again with the link (the new time and its calendar entry). Every value that came from a
 * user is escaped in the HTML part.
 */

interface Recipient {
  language: Language;
  fullName: string;
}

/** The booking's calendar entry: its stable id and the revision this mail carries. */
export interface SittingCalendar {
  uid: string;
  sequence: number;
  /** Where the site is, for the calendar entry. */
  siteUrl: string;
}

interface Sitting {
  startsAt: Date;
  timeZone: string;
}

const when = ({ startsAt, timeZone }: Sitting, language: Language) => ({
  date: formatExamDate(startsAt, timeZone, language),
  time: formatExamTime(startsAt, timeZone, language),
});

function sittingRows(
  t: SittingTexts,
  sitting: Sitting,
  language: Language,
  courseType?: CourseType,
) {
  const { date, time } = when(sitting, language);
  const rows: [string, string][] = [
    [t.date, date],
    [t.time, time],
  ];
  if (courseType) rows.push([t.courseFormat, t.courseTypes[courseType]]);
  return rows;
}

const htmlRows = (rows: [string, string][]) =>
  `<table role="presentation" cellpadding="0" cellspacing="0" style="font-size:16px;">
${rows
  .map(
    ([label, value]) =>
      `<tr><td style="padding:4px 16px 4px 0;color:#52606d;">${escapeHtml(label)}</td><td style="padding:4px 0;font-weight:bold;">${escapeHtml(value)}</td></tr>`,
  )
  .join('\n')}
</table>`;

const htmlReason = (t: SittingTexts, reason: string) =>
  `<p style="margin:16px 0 4px;font-weight:bold;">${escapeHtml(t.reasonTitle)}</p>
<p style="margin:0 0 16px;padding:12px 16px;background:#f4f5f7;border-radius:6px;">${escapeHtml(reason).replace(/\r?\n/g, '<br>')}</p>`;

const textRows = (rows: [string, string][]) => rows.map(([label, value]) => `  ${label}: ${value}`);

function attachment(
  t: SittingTexts,
  calendar: SittingCalendar,
  startsAt: Date,
  durationMinutes: number,
  cancelled = false,
) {
  return calendarAttachment(
    {
      uid: calendar.uid,
      sequence: calendar.sequence,
      cancelled,
      title: t.eventTitle,
      description: t.eventDescription,
      startsAt,
      durationMinutes,
      url: calendar.siteUrl,
    },
    CALENDAR_FILENAME,
  );
}

/** The sitting was cancelled: why, the link to choose another time, the entry cancelled. */
export function renderSittingCancelledMail(
  input: Recipient & {
    sitting: Sitting;
    reason: string;
    link: string;
    linkLifetimeDays: number;
    durationMinutes: number;
    calendar: SittingCalendar;
  },
): RenderedMail {
  const t = sittingTexts[input.language];
  const { date, time } = when(input.sitting, input.language);
  const moment = `${date}, ${time}`;
  const expiry = t.cancelled.expiry(input.linkLifetimeDays);
  const html = htmlLayout({
    language: input.language,
    title: t.cancelled.subject,
    body: `<p>${escapeHtml(t.greeting(input.fullName))}</p>
<p>${escapeHtml(t.cancelled.intro(moment))}</p>
${htmlReason(t, input.reason)}
<p>${escapeHtml(t.cancelled.choose)}</p>
${htmlButton(input.link, t.cancelled.button)}
${htmlNote(expiry)}
${htmlLinkFallback(t.linkHint, input.link)}
${htmlNote(`${t.timeZoneNote(input.sitting.timeZone)} ${t.cancelled.calendarNote}`)}
<p>${escapeHtml(t.signature)}</p>`,
  });
  const text = [
    t.greeting(input.fullName),
    '',
    t.cancelled.intro(moment),
    '',
    `${t.reasonTitle}:`,
    input.reason,
    '',
    t.cancelled.choose,
    `${t.cancelled.button}: ${input.link}`,
    expiry,
    '',
    t.timeZoneNote(input.sitting.timeZone),
    t.cancelled.calendarNote,
    '',
    t.signature,
    '',
  ].join('\n');
  return {
    subject: t.cancelled.subject,
    html,
    text,
    attachments: [
      attachment(t, input.calendar, input.sitting.startsAt, input.durationMinutes, true),
    ],
  };
}

/**
 * The sitting moved (or, `booking`, staff moved this applicant's booking): why, the new
 * time, the calendar entry updated.
 */
export function renderSittingMovedMail(
  input: Recipient & {
    from: Sitting;
    to: Sitting;
    courseType: CourseType;
    reason: string;
    durationMinutes: number;
    calendar: SittingCalendar;
    moved?: 'sitting' | 'booking';
  },
): RenderedMail {
  const t = sittingTexts[input.language];
  const before = when(input.from, input.language);
  const texts = input.moved === 'booking' ? t.rebooked : t.moved;
  const intro = texts.intro(`${before.date}, ${before.time}`);
  const rows = sittingRows(t, input.to, input.language, input.courseType);
  const html = htmlLayout({
    language: input.language,
    title: texts.subject,
    body: `<p>${escapeHtml(t.greeting(input.fullName))}</p>
<p>${escapeHtml(intro)}</p>
${htmlReason(t, input.reason)}
<h2 style="font-size:18px;margin:24px 0 8px;">${escapeHtml(t.moved.newTitle)}</h2>
${htmlRows(rows)}
${htmlNote(`${t.timeZoneNote(input.to.timeZone)} ${t.moved.calendarNote}`)}
<p>${escapeHtml(t.signature)}</p>`,
  });
  const text = [
    t.greeting(input.fullName),
    '',
    intro,
    '',
    `${t.reasonTitle}:`,
    input.reason,
    '',
    `${t.moved.newTitle}:`,
    ...textRows(rows),
    t.timeZoneNote(input.to.timeZone),
    t.moved.calendarNote,
    '',
    t.signature,
    '',
  ].join('\n');
  return {
    subject: texts.subject,
    html,
    text,
    attachments: [attachment(t, input.calendar, input.to.startsAt, input.durationMinutes)],
  };
}

/** Booked again with the link (or, `staff`, by staff for them): the time and its calendar entry. */
export function renderExamBookedMail(
  input: Recipient & {
    sitting: Sitting;
    courseType: CourseType;
    durationMinutes: number;
    calendar: SittingCalendar;
    bookedBy?: 'applicant' | 'staff';
  },
): RenderedMail {
  const t = sittingTexts[input.language];
  const intro = input.bookedBy === 'staff' ? t.bookedByStaff.intro : t.booked.intro;
  const rows = sittingRows(t, input.sitting, input.language, input.courseType);
  const html = htmlLayout({
    language: input.language,
    title: t.booked.subject,
    body: `<p>${escapeHtml(t.greeting(input.fullName))}</p>
<p>${escapeHtml(intro)}</p>
${htmlRows(rows)}
${htmlNote(`${t.timeZoneNote(input.sitting.timeZone)} ${t.booked.calendarNote}`)}
<p>${escapeHtml(t.signature)}</p>`,
  });
  const text = [
    t.greeting(input.fullName),
    '',
    intro,
    ...textRows(rows),
    t.timeZoneNote(input.sitting.timeZone),
    t.booked.calendarNote,
    '',
    t.signature,
    '',
  ].join('\n');
  return {
    subject: t.booked.subject,
    html,
    text,
    attachments: [attachment(t, input.calendar, input.sitting.startsAt, input.durationMinutes)],
  };
}

/** Staff mailed a fresh link to choose a sitting: the link and how long it works. */
export function renderChooseSittingMail(
  input: Recipient & { link: string; linkLifetimeDays: number },
): RenderedMail {
  const t = sittingTexts[input.language];
  const expiry = t.cancelled.expiry(input.linkLifetimeDays);
  const html = htmlLayout({
    language: input.language,
    title: t.choose.subject,
    body: `<p>${escapeHtml(t.greeting(input.fullName))}</p>
<p>${escapeHtml(t.choose.intro)}</p>
${htmlButton(input.link, t.choose.button)}
${htmlNote(expiry)}
${htmlLinkFallback(t.linkHint, input.link)}
<p>${escapeHtml(t.signature)}</p>`,
  });
  const text = [
    t.greeting(input.fullName),
    '',
    t.choose.intro,
    `${t.choose.button}: ${input.link}`,
    expiry,
    '',
    t.signature,
    '',
  ].join('\n');
  return { subject: t.choose.subject, html, text, attachments: [] };
}
