import { DEFAULT_TIME_ZONE, formatTimeZone, registrationEndpoints } from '@academy/contracts';
import { type QueryClient, queryOptions, useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { endpointQuery } from '../api/endpoint-query';

/*
 * Every time on a staff screen is on the academy's clock, whatever the reader's computer
 * says (README, "Staff area"): applications, exam results, bookings and the audit log alike,
 * each screen saying which zone that is. The zone is the exam schedule's (GET week-days, the
 * same call the registration's calendar makes, so one answer serves both). The staff area's
 * loader asks for it with the signed-in user (app/staff-routes.tsx), so no screen first draws
 * its times on another clock.
 */

const academyZoneQuery = () =>
  queryOptions({
    ...endpointQuery(registrationEndpoints.listWeekDays),
    staleTime: 10 * 60_000,
    select: (data) => data.timeZone,
  });

/** Fetches the academy's zone into `client` unless it holds a fresh one. */
export function prefetchAcademyZone(client: QueryClient) {
  return client.ensureQueryData(academyZoneQuery());
}

export interface StaffTime {
  timeZone: string;
  /** `Nov 29, 2026, 4:56 PM` on the academy's clock. */
  dateTime: (at: string | Date) => string;
  /** `Nov 29, 2026`: the academy's calendar day of the instant. */
  date: (at: string | Date) => string;
  /** The zone as staff read it: `Asia/Yerevan, GMT+4`. */
  zone: string;
}

/** The formats in `timeZone` for `language`: the one place staff times are written. */
export function staffTime(timeZone: string, language: string): StaffTime {
  const dateTime = new Intl.DateTimeFormat(language, {
    dateStyle: 'medium',
    timeStyle: 'short',
    timeZone,
  });
  const date = new Intl.DateTimeFormat(language, { dateStyle: 'medium', timeZone });
  return {
    timeZone,
    // Whatever space the platform's ICU puts before AM/PM is written as a plain one (as
    // contracts' formatExamTime does), so every screen reads the same.
    dateTime: (at) => dateTime.format(new Date(at)).replace(/\p{Zs}/gu, ' '),
    date: (at) => date.format(new Date(at)),
    zone: formatTimeZone(timeZone, language),
  };
}

/** The staff time formats in the reader's language and the academy's zone. */
export function useStaffTime(): StaffTime {
  const { i18n } = useTranslation();
  const zone = useQuery(academyZoneQuery()).data ?? DEFAULT_TIME_ZONE;
  return useMemo(() => staffTime(zone, i18n.language), [zone, i18n.language]);
}
