import { type Language, type MyHomeworkItem, paths } from '@academy/contracts';
import { createEvents, type EventAttributes } from 'ics';
import { calendarFeedTexts } from './texts.js';

export interface FeedContent {
  userId: number;
  language: Language;
  /** The open work with a due date. */
  work: MyHomeworkItem[];
  exam: { bookingId: number; startsAt: Date; durationMinutes: number } | null;
}

const at = (instant: Date) =>
  ({
    start: instant.getTime(),
    startInputType: 'utc',
    startOutputType: 'utc',
  }) as const;

/**
 * The feed as iCalendar (RFC 5545). Each event's UID is stable (the item and the student;
 * the exam's is its booking's, as in the mail that confirmed it), so a calendar app updates
 * an entry when a due date or the exam moves, and drops one no longer in the feed. A due
 * date is an instant: the event starts and ends at it.
 */
export function feedCalendar(content: FeedContent, publicUrl: string): string {
  const texts = calendarFeedTexts[content.language];
  const host = new URL(publicUrl).hostname;
  const events: EventAttributes[] = [];
  for (const item of content.work) {
    if (item.dueAt === null) continue;
    const due = new Date(item.dueAt);
    const page =
      item.kind === 'task' ? paths.student.task(item.id) : paths.student.miniProject(item.id);
    events.push({
      ...at(due),
      end: due.getTime(),
      endInputType: 'utc',
      endOutputType: 'utc',
      uid: `due-${item.kind}-${item.id}-student-${content.userId}@${host}`,
      title: texts.due(item.title),
      description: texts.where(item),
      url: `${publicUrl}${page}`,
      busyStatus: 'FREE',
      transp: 'TRANSPARENT',
    });
  }
  if (content.exam) {
    events.push({
      ...at(content.exam.startsAt),
      duration: { minutes: content.exam.durationMinutes },
      uid: `exam-booking-${content.exam.bookingId}@${host}`,
      title: texts.examTitle,
      description: texts.examDescription,
      url: publicUrl,
      busyStatus: 'BUSY',
    });
  }
  const { error, value } = createEvents(events, {
    productId: 'academy/calendar-feed',
    method: 'PUBLISH',
    calName: texts.calendarName,
  });
  if (error || !value) throw new Error('Calendar feed could not be built', { cause: error });
  return value;
}
