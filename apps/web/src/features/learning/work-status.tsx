import type { ItemState, LectureStatus } from '@academy/contracts';
import { Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { formatDueDate } from '../../shared/lib/due-date';
import { ClockIcon } from '../../shared/ui/icons';
import { type Tone, ToneBadge } from '../../shared/ui/tone-badge';
import classes from './work-status.module.css';

/** Where the student stands with a lecture, a test or a mini project. */
export type WorkState = ItemState | LectureStatus;

const stateTones: Record<WorkState, Tone> = {
  not_started: 'gray',
  in_progress: 'brand',
  waiting_for_review: 'orange',
  passed: 'green',
  completed: 'green',
  failed: 'red',
};

/** The state as a word on a tinted badge: the word carries it, the colour only helps. */
export function StateBadge({ state }: { state: WorkState }) {
  const { t } = useTranslation('student');
  return (
    <ToneBadge tone={stateTones[state]} size="md">
      {t(`itemState.${state}`)}
    </ToneBadge>
  );
}

/** Past its due date and not passed yet: what the server calls `overdue`. */
export function isOverdue(dueAt: string | null, state: WorkState, now = Date.now()): boolean {
  return dueAt !== null && state !== 'passed' && Date.parse(dueAt) < now;
}

/** "Due 5 Dec 2026, 14:00", and "Overdue" in words (and red) once it has passed. */
export function DueDate({ dueAt, overdue }: { dueAt: string; overdue: boolean }) {
  const { t, i18n } = useTranslation('student');
  return (
    <Text component="span" size="sm" className={classes.due} data-overdue={overdue || undefined}>
      <ClockIcon size={16} />
      <span>
        <time dateTime={dueAt}>
          {t('states.due', { date: formatDueDate(dueAt, i18n.language) })}
        </time>
        {overdue ? <span className={classes.overdue}>{t('states.overdue')}</span> : null}
      </span>
    </Text>
  );
}
