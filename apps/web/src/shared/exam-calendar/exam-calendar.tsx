import '@mantine/dates/styles.layer.css';
import 'dayjs/locale/ru';
import { DatePicker } from '@mantine/dates';
import { useTranslation } from 'react-i18next';
import classes from './exam-calendar.module.css';
import { formatCalendarDate } from './exam-time';
import type { ExamCalendar as Calendar } from './use-exam-calendar';

interface ExamCalendarProps {
  calendar: Calendar;
  value: string | null;
  onChange: (date: string) => void;
}

/**
 * The coming weeks: days without exams in the weekly schedule are disabled, days with free
 * seats carry a mark, and a scheduled day that is full can still be chosen to learn so.
 */
export function ExamCalendar({ calendar, value, onChange }: ExamCalendarProps) {
  const { t, i18n } = useTranslation('registration');
  const { range } = calendar;
  return (
    <DatePicker
      className={classes.calendar}
      locale={i18n.language}
      firstDayOfWeek={1}
      // Exams run on Saturdays too: no day is coloured as a weekend.
      weekendDays={[]}
      value={value}
      defaultDate={value ?? range.from}
      onChange={(date) => {
        if (date) onChange(date);
      }}
      minDate={range.from}
      maxDate={range.to}
      excludeDate={calendar.isClosed}
      hideOutsideDates
      size="md"
      getDayAriaLabel={(date) => {
        const day = formatCalendarDate(date, i18n.language);
        return calendar.hasFreeSeats(date) ? `${day}, ${t('examDate.hasFreeSeats')}` : day;
      }}
      getDayProps={(date) =>
        calendar.hasFreeSeats(date) ? { className: classes.freeDay, 'data-free': true } : {}
      }
      ariaLabels={{
        previousMonth: t('examDate.previousMonth'),
        nextMonth: t('examDate.nextMonth'),
      }}
    />
  );
}
