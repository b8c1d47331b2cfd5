import { Group, Paper, Skeleton, Stack } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { WorkListSkeleton } from '../work-list';
import classes from './subject.module.css';

/** The subject screen's shape while it loads: heading, progress panel, two chapters. */
export function SubjectSkeleton() {
  const { t } = useTranslation('student');
  return (
    <Stack gap="xl" role="status" aria-label={t('states.loading')}>
      <Stack gap="sm">
        <Skeleton height={20} width={220} />
        <Skeleton height={40} width="55%" />
        <Skeleton height={22} width="75%" />
      </Stack>
      <Paper withBorder radius="lg" className={classes.overview}>
        <Group justify="space-between" gap="lg">
          <Stack gap={10} style={{ flex: 1 }}>
            <Skeleton height={18} width={90} />
            <Skeleton height={14} radius="xl" />
            <Skeleton height={16} width="60%" />
          </Stack>
          <Skeleton height={44} width={150} />
        </Group>
      </Paper>
      <WorkListSkeleton rows={[1, 2, 3]} />
      <WorkListSkeleton rows={[1, 2]} />
    </Stack>
  );
}
