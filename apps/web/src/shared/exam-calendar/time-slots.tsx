import { type AvailableSlot, formatExamTime } from '@academy/contracts';
import { Button, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import classes from './time-slots.module.css';

interface TimeSlotsProps {
  slots: AvailableSlot[];
  /** The academy's time zone, in which the times are written. */
  timeZone: string;
  selected: string | null;
  onSelect: (dateTime: string) => void;
  /** Why a sitting with seats cannot be chosen here (its label instead of the seats), or null. */
  unavailable?: (slot: AvailableSlot) => string | null;
}

/** A chosen day's exam times with their free seats; 'No free time' when none is left. */
export function TimeSlots({ slots, timeZone, selected, onSelect, unavailable }: TimeSlotsProps) {
  const { t, i18n } = useTranslation('registration');
  const { t: messages } = useTranslation('validation');
  if (!slots.some((slot) => slot.freeSeats > 0)) {
    return (
      <Text c="red.7" fw={600} role="status">
        {messages('noFreeTime')}
      </Text>
    );
  }
  return (
    <fieldset className={classes.slots} aria-label={t('examDate.times')}>
      {slots.map((slot) => {
        const isSelected = slot.dateTime === selected;
        const full = slot.freeSeats === 0;
        const refusal = full ? null : (unavailable?.(slot) ?? null);
        return (
          <Button
            key={slot.dateTime}
            variant={isSelected ? 'filled' : 'default'}
            aria-pressed={isSelected}
            disabled={full || refusal !== null}
            onClick={() => onSelect(slot.dateTime)}
            h="auto"
            py="xs"
            px="sm"
            classNames={{ root: classes.slot, label: classes.label }}
          >
            <Text component="span" fw={700} inherit>
              {formatExamTime(slot.dateTime, timeZone, i18n.language)}
            </Text>
            <Text component="span" size="xs" inherit fw={500} opacity={0.85}>
              {full
                ? t('examDate.full')
                : (refusal ?? t('examDate.seatsLeft', { seats: slot.freeSeats }))}
            </Text>
          </Button>
        );
      })}
    </fieldset>
  );
}
