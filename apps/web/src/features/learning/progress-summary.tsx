import type { SubjectProgress } from '@academy/contracts';
import { Group, Progress, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import classes from './progress-summary.module.css';

/**
 * A subject's progress: the bar with its percentage written beside it, and what was done of
 * each kind (lectures completed, tests and mini projects passed) out of how many there are.
 */
export function ProgressSummary({
  progress,
  size = 'md',
}: {
  progress: SubjectProgress;
  size?: 'sm' | 'md';
}) {
  const { t } = useTranslation('student');
  const percent = t('subject.progress.percent', { percent: progress.progress });
  return (
    <div className={classes.summary} data-size={size}>
      <Group gap="sm" wrap="nowrap" align="center">
        {/* The section is the progress bar (its role and value); it is named here. */}
        <Progress.Root size={size === 'sm' ? 'md' : 'lg'} radius="xl" className={classes.bar}>
          <Progress.Section value={progress.progress} aria-label={t('subject.progress.label')} />
        </Progress.Root>
        <Text fw={700} size={size === 'sm' ? 'sm' : 'md'} className={classes.percent}>
          {percent}
        </Text>
      </Group>
      <ul className={classes.counts}>
        <li>
          {t('subject.progress.lectures', {
            done: progress.completedLectureCount,
            total: progress.totalLectureCount,
          })}
        </li>
        <li>
          {t('subject.progress.tests', {
            done: progress.completedTaskCount,
            total: progress.totalTaskCount,
          })}
        </li>
        <li>
          {t('subject.progress.miniProjects', {
            done: progress.completedMiniProjectCount,
            total: progress.totalMiniProjectCount,
          })}
        </li>
      </ul>
    </div>
  );
}
