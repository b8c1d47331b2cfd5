import type { AdminUser } from '@academy/contracts';
import { Group, Progress, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { UserSection } from './user-section';

/** A student's progress per subject of each enrolled direction, as progress bars. */
export function UserProgress({ progress }: { progress: AdminUser['progress'] }) {
  const { t } = useTranslation('user-admin');
  return (
    <UserSection name="progress" title={t('progress.title')}>
      {progress.length === 0 ? <Text c="dimmed">{t('progress.empty')}</Text> : null}
      {progress.map((direction) => (
        <Stack key={direction.directionId} gap="sm">
          <Title order={3} size="h5">
            {direction.directionTitle}
          </Title>
          {direction.subjects.map((subject) => (
            <Stack key={subject.id} gap={4}>
              <Group justify="space-between" gap="xs" wrap="nowrap">
                <Text fw={500} style={{ overflowWrap: 'anywhere' }} id={`subject-${subject.id}`}>
                  {subject.title}
                </Text>
                <Text fw={600}>{subject.progress} %</Text>
              </Group>
              <Progress.Root>
                <Progress.Section
                  value={subject.progress}
                  aria-labelledby={`subject-${subject.id}`}
                  aria-valuetext={`${subject.progress} %`}
                />
              </Progress.Root>
              <Text size="xs" c="dimmed">
                {t('progress.counts', {
                  lectures: subject.completedLectureCount,
                  totalLectures: subject.totalLectureCount,
                  tests: subject.completedTaskCount,
                  totalTests: subject.totalTaskCount,
                  projects: subject.completedMiniProjectCount,
                  totalProjects: subject.totalMiniProjectCount,
                })}
              </Text>
            </Stack>
          ))}
        </Stack>
      ))}
    </UserSection>
  );
}
