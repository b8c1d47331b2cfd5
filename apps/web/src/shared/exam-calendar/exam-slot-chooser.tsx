import { type AvailableSlot, dateInTimeZone, formatTimeZone } from '@academy/contracts';
import { Grid, Stack, Text, Title } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ClockIcon } from '../ui/icons';
import { ExamCalendar } from './exam-calendar';
import { formatCalendarDate } from './exam-time';
import { TimeSlots } from './time-slots';
import type { ExamCalendar as Calendar } from './use-exam-calendar';

interface ExamSlotChooserProps {
  calendar: Calendar;
  /** The chosen sitting's start (ISO), or null. */
  value: string | null;
  onChange: (dateTime: string | null) => void;
  /** Why a sitting with seats cannot be chosen here (shown on it), or null. */
  unavailable?: (slot: AvailableSlot) => string | null;
  /** Said under the times, e.g. that a time must be chosen. */
  error?: string | null;
}

/**
 * A day of the coming weeks, then one of its times (the sign-up's exam date, an applicant
 * choosing again after a cancelled sitting, staff moving a sitting). Picking another day
 * drops a time chosen on the day before.
 */
export function ExamSlotChooser({
  calendar,
  value,
  onChange,
  unavailable,
  error,
}: ExamSlotChooserProps) {
  const { t, i18n } = useTranslation('registration');
  const [day, setDay] = useState<string | null>(() =>
    value ? dateInTimeZone(calendar.timeZone, value) : null,
  );
  return (
    <Grid gap="xl">
      <Grid.Col span={{ base: 12, md: 7 }}>
        <ExamCalendar
          calendar={calendar}
          value={day}
          onChange={(date) => {
            setDay(date);
            if (value && dateInTimeZone(calendar.timeZone, value) !== date) onChange(null);
          }}
        />
      </Grid.Col>
      <Grid.Col span={{ base: 12, md: 5 }}>
        <Stack gap="md">
          <Text size="sm" c="dimmed" display="flex" style={{ alignItems: 'center', gap: 6 }}>
            <ClockIcon size={16} />
            {t('examDate.timeZone', { zone: formatTimeZone(calendar.timeZone, i18n.language) })}
          </Text>
          {day ? (
            <Stack gap="sm">
              <Title order={2} size="h4">
                {formatCalendarDate(day, i18n.language)}
              </Title>
              <TimeSlots
                slots={calendar.slotsOn(day)}
                timeZone={calendar.timeZone}
                selected={value}
                onSelect={onChange}
                {...(unavailable ? { unavailable } : {})}
              />
            </Stack>
          ) : (
            <Text>{t('examDate.pickDay')}</Text>
          )}
          {error ? (
            <Text c="red.7" size="sm" role="alert">
              {error}
            </Text>
          ) : null}
        </Stack>
      </Grid.Col>
    </Grid>
  );
}
