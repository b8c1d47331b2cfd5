import type { QueryClient } from '@tanstack/react-query';
import { availableSlotsQueryOptions } from '../../features/registration/api/available-slots';
import { countriesQueryOptions } from '../../features/registration/api/countries';
import { weekDaysQueryOptions } from '../../features/registration/api/week-days';
import { bookingRange } from '../../features/registration/exam-date/use-exam-calendar';

/** The country list of the applicant form. */
export function prefetchCountries(client: QueryClient) {
  return client.ensureQueryData(countriesQueryOptions());
}

/**
 * The exam-date step: the weekly schedule, then the free slots of the coming weeks, whose
 * range follows from the schedule's time zone. Slots already cached are shown at once and
 * asked again (seats go all the time).
 */
export async function prefetchExamCalendar(client: QueryClient) {
  const weekDays = await client.ensureQueryData(weekDaysQueryOptions());
  await client.ensureQueryData({
    ...availableSlotsQueryOptions(bookingRange(weekDays.timeZone)),
    revalidateIfStale: true,
  });
}

/** The confirmation step names the country and writes the exam time in the academy's zone. */
export function prefetchRegistrationSummary(client: QueryClient) {
  return Promise.all([
    client.ensureQueryData(countriesQueryOptions()),
    client.ensureQueryData(weekDaysQueryOptions()),
  ]);
}
