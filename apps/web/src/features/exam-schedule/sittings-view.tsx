import {
  addDays,
  EXAM_SLOTS_DEFAULT_DAYS,
  type ExamSlot,
  examScheduleEndpoints,
  formatExamDate,
  formatExamTime,
} from '@academy/contracts';
import {
  Button,
  Group,
  Paper,
  Progress,
  Skeleton,
  Stack,
  Text,
  Title,
  UnstyledButton,
} from '@mantine/core';
import {
  IconCalendarOff,
  IconChevronLeft,
  IconChevronRight,
  IconRefresh,
} from '@tabler/icons-react';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { endpointQuery } from '../../shared/api/endpoint-query';
import { StateMessage } from '../../shared/ui/state-message';
import { ToneBadge } from '../../shared/ui/tone-badge';
import classes from './sittings-view.module.css';

interface SittingsViewProps {
  /** The first date shown (`YYYY-MM-DD`), from the URL; today when null. */
  from: string | null;
  onFromChange: (from: string | null) => void;
  onOpenSlot: (slotId: number) => void;
}

/** A date in the reader's language, without the week day (`Nov 23, 2026`). */
function shortDate(date: string, language: string) {
  return new Intl.DateTimeFormat(language, { dateStyle: 'medium', timeZone: 'UTC' }).format(
    new Date(`${date}T00:00:00Z`),
  );
}

function groupByDate(slots: ExamSlot[]) {
  const groups = new Map<string, ExamSlot[]>();
  for (const slot of slots) groups.set(slot.date, [...(groups.get(slot.date) ?? []), slot]);
  return [...groups];
}

/**
 * Two weeks of sittings, grouped by date, each with a bar of its booked seats. A booked
 * sitting opens its bookings; one nobody booked has none to show.
 */
export function SittingsView({ from, onFromChange, onOpenSlot }: SittingsViewProps) {
  const { t, i18n } = useTranslation('exam-schedule');
  const range = from ? { from, to: addDays(from, EXAM_SLOTS_DEFAULT_DAYS - 1) } : {};
  const slots = useQuery({
    ...endpointQuery(examScheduleEndpoints.listExamSlots, { query: range }, { toast: false }),
    placeholderData: keepPreviousData,
    retryOnMount: false,
  });
  const data = slots.data;

  if (slots.isError && !data) {
    return (
      <StateMessage
        headingOrder={2}
        tone="danger"
        role="alert"
        title={t('states.sittingsFailed')}
        icon={<IconCalendarOff size={28} />}
        actions={
          <Button
            leftSection={<IconRefresh size={18} aria-hidden="true" />}
            loading={slots.isFetching}
            onClick={() => void slots.refetch()}
          >
            {t('states.retry')}
          </Button>
        }
      />
    );
  }

  const now = Date.now();
  return (
    <Stack gap="md">
      <Group justify="space-between" gap="xs" wrap="wrap">
        <Title order={2} size="h3">
          {data
            ? t('sittings.range', {
                from: shortDate(data.from, i18n.language),
                to: shortDate(data.to, i18n.language),
              })
            : t('tabs.sittings')}
        </Title>
        <Group gap="xs" wrap="wrap">
          <Button
            variant="default"
            size="sm"
            disabled={!data}
            onClick={() => data && onFromChange(addDays(data.from, -EXAM_SLOTS_DEFAULT_DAYS))}
            leftSection={<IconChevronLeft size={16} aria-hidden="true" />}
          >
            {t('sittings.previous')}
          </Button>
          <Button variant="default" size="sm" disabled={!from} onClick={() => onFromChange(null)}>
            {t('sittings.today')}
          </Button>
          <Button
            variant="default"
            size="sm"
            disabled={!data}
            onClick={() => data && onFromChange(addDays(data.to, 1))}
            rightSection={<IconChevronRight size={16} aria-hidden="true" />}
          >
            {t('sittings.next')}
          </Button>
        </Group>
      </Group>

      {!data ? (
        <Stack gap="sm" aria-busy="true">
          {[0, 1, 2].map((key) => (
            <Skeleton key={key} height={96} radius="md" />
          ))}
        </Stack>
      ) : data.slots.length === 0 ? (
        <StateMessage
          headingOrder={2}
          title={t('sittings.empty')}
          icon={<IconCalendarOff size={28} />}
        >
          <Text ta="center">{t('sittings.emptyHint')}</Text>
        </StateMessage>
      ) : (
        <Stack gap="md" aria-busy={slots.isFetching}>
          {groupByDate(data.slots).map(([date, daySlots]) => (
            <section key={date} aria-labelledby={`exam-date-${date}`}>
              <Title
                order={3}
                size="h5"
                id={`exam-date-${date}`}
                mb="xs"
                className={classes.dayHeading}
              >
                {formatExamDate(daySlots[0]?.startsAt ?? date, data.timeZone, i18n.language)}
              </Title>
              <ul className={classes.list}>
                {daySlots.map((slot) => (
                  <li key={slot.startsAt}>
                    <SlotCard
                      slot={slot}
                      timeZone={data.timeZone}
                      past={Date.parse(slot.startsAt) <= now}
                      onOpen={onOpenSlot}
                    />
                  </li>
                ))}
              </ul>
            </section>
          ))}
        </Stack>
      )}
    </Stack>
  );
}

interface SlotCardProps {
  slot: ExamSlot;
  timeZone: string;
  past: boolean;
  onOpen: (slotId: number) => void;
}

function SlotCard({ slot, timeZone, past, onOpen }: SlotCardProps) {
  const { t, i18n } = useTranslation('exam-schedule');
  const time = formatExamTime(slot.startsAt, timeZone, i18n.language);
  const percent = Math.round((slot.booked / slot.capacity) * 100);
  const full = slot.freeSeats === 0;
  const body = (
    <Stack gap={6}>
      <Group justify="space-between" gap="xs" wrap="nowrap">
        <Text fw={700} size="lg">
          {time}
        </Text>
        <Group gap={6} wrap="wrap" justify="flex-end">
          {past ? <ToneBadge tone="gray">{t('sittings.past')}</ToneBadge> : null}
          {!slot.onSchedule ? (
            <ToneBadge tone="orange">{t('sittings.offSchedule')}</ToneBadge>
          ) : null}
          {slot.cancelledAt ? (
            <ToneBadge tone="red">{t('sittings.cancelled')}</ToneBadge>
          ) : (
            <ToneBadge tone={full ? 'red' : 'green'}>
              {full ? t('sittings.full') : t('sittings.free', { count: slot.freeSeats })}
            </ToneBadge>
          )}
        </Group>
      </Group>
      <Progress
        value={percent}
        color={full ? 'red' : percent >= 75 ? 'orange' : 'brand'}
        size="md"
        radius="xl"
        aria-hidden="true"
      />
      <Text size="sm" c="dimmed">
        {t('sittings.fill', { booked: slot.booked, capacity: slot.capacity })}
      </Text>
    </Stack>
  );

  if (slot.id === null) {
    return (
      <Paper withBorder radius="md" p="sm" className={classes.card} data-past={past || undefined}>
        {body}
      </Paper>
    );
  }
  const slotId = slot.id;
  return (
    <Paper withBorder radius="md" p={0} className={classes.card} data-past={past || undefined}>
      <UnstyledButton
        className={classes.open}
        p="sm"
        onClick={() => onOpen(slotId)}
        aria-label={t('sittings.open', { time, booked: slot.booked, capacity: slot.capacity })}
      >
        {body}
      </UnstyledButton>
    </Paper>
  );
}
