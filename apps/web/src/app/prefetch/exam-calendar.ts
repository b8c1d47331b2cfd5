import type { QueryClient } from '@tanstack/react-query';
import { availableSlotsQuery, weekDaysQuery } from '../../shared/exam-calendar/queries';
import { bookingRange } from '../../shared/exam-calendar/use-exam-calendar';

/*
 * Apart from the other sign-up prefetches (prefetch/registration.ts), so that the first
 * step's loader does not download the exam calendar's code.
 */

/**
 * The exam-date step: the weekly schedule, then the free slots of the coming weeks, whose
 * range follows from the schedule's time zone. Slots already cached are shown at once and
 * asked again (seats go all the time).
 */
export async function prefetchExamCalendar(client: QueryClient) {
  const weekDays = await client.ensureQueryData(weekDaysQuery);
  await client.ensureQueryData({
    ...availableSlotsQuery(bookingRange(weekDays.timeZone)),
    revalidateIfStale: true,
  });
}
