import { TASK_MAX_ATTEMPTS, type TaskResponse } from '@academy/contracts';
import { Group, Text } from '@mantine/core';
import type { ComponentType } from 'react';
import { useTranslation } from 'react-i18next';
import type { IconProps } from '../../../shared/ui/icons';
import { useWorkFormat } from '../work/format';
import { CalendarIcon, RepeatIcon, TargetIcon } from '../work/work-icons';
import classes from './task.module.css';

/**
 * Which attempt the student is on: the next one while answering (the first, or an opened
 * retake), the last submitted one afterwards.
 */
export function currentAttempt(task: TaskResponse): number {
  const { assignment } = task;
  if (!assignment) return 1;
  const next = assignment.status === 'incomplete' ? assignment.attempt + 1 : assignment.attempt;
  return Math.min(Math.max(next, 1), TASK_MAX_ATTEMPTS);
}

function Fact({ icon: FactIcon, children }: { icon: ComponentType<IconProps>; children: string }) {
  return (
    <Group component="li" gap={6} wrap="nowrap" className={classes.fact}>
      <FactIcon size={18} />
      <Text size="sm" fw={500}>
        {children}
      </Text>
    </Group>
  );
}

/** Pass mark, due date and attempt, in one row under the title. */
export function TaskFacts({ task }: { task: TaskResponse }) {
  const { t } = useTranslation('student');
  const format = useWorkFormat();
  return (
    <Group component="ul" gap="xs" className={classes.facts} aria-label={t('task.facts')}>
      <Fact icon={TargetIcon}>{t('task.passMark', { percent: task.passPercent })}</Fact>
      {task.dueAt ? (
        <Fact icon={CalendarIcon}>{t('task.due', { date: format.dateTime(task.dueAt) })}</Fact>
      ) : null}
      <Fact icon={RepeatIcon}>
        {t('task.attempt', { attempt: currentAttempt(task), max: TASK_MAX_ATTEMPTS })}
      </Fact>
    </Group>
  );
}
