import type { ExamScheduleForm, ExamScheduleResponse } from '@academy/contracts';

/*
 * The editor's form holds all seven days, switched on or off (contracts'
 * examScheduleFormSchema), so a day switched off and on again keeps its times until saved.
 */

export const WEEKDAYS = [1, 2, 3, 4, 5, 6, 7] as const;

/** What a day switched on, or a time added, starts with. */
export const NEW_TIME = { time: '10:00', capacity: 10, booked: 0 } as const;

export function toForm(schedule: ExamScheduleResponse): ExamScheduleForm {
  return {
    timeZone: schedule.timeZone,
    days: WEEKDAYS.map((weekday) => {
      const day = schedule.days.find((entry) => entry.weekday === weekday);
      return {
        weekday,
        enabled: day !== undefined,
        times: day ? day.times.map((entry) => ({ ...entry })) : [],
      };
    }),
  };
}

/** A week day's name in a language, capitalised as a heading (`Понедельник`): contracts' one. */
export { weekdayName } from '@academy/contracts';
