import { paths } from '@academy/contracts';
import { Button, Group, Paper, Skeleton, Stack, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { lastOpenedLectureQuery } from '../api/queries';
import { ArrowRightIcon, FlagIcon, LectureIcon } from '../learning-icons';
import { StateBadge } from '../work-status';
import classes from './dashboard.module.css';

/**
 * "Continue where you left off": the lecture opened last, or the next one not completed
 * (the server's choice), with its subject and direction. Before any lecture was opened, a
 * hint where to start; once the subject's lectures are all completed, nothing.
 */
export function ContinueLearning() {
  const { t } = useTranslation('student');
  const lastOpened = useQuery(lastOpenedLectureQuery);

  if (lastOpened.isPending) return <ContinueSkeleton />;
  if (lastOpened.isError) {
    // The directions below still show: this slot says it failed and asks again on request.
    return (
      <Paper withBorder radius="lg" className={classes.continue} role="alert">
        <Group justify="space-between" gap="sm">
          <Text>{t('dashboard.continue.failed')}</Text>
          <Button
            variant="light"
            onClick={() => void lastOpened.refetch()}
            loading={lastOpened.isFetching}
          >
            {t('states.failed.retry')}
          </Button>
        </Group>
      </Paper>
    );
  }

  const { lecture, opened } = lastOpened.data;
  // Every lecture of the subject last studied is completed: nothing to continue.
  if (!lecture && opened) return null;
  if (!lecture) {
    return (
      <Paper withBorder radius="lg" className={classes.continue} component="section">
        <Group gap="md" wrap="nowrap" align="flex-start">
          <span className={classes.continueIcon} aria-hidden="true">
            <FlagIcon size={24} />
          </span>
          <Stack gap={4}>
            <Title order={2} size="h3">
              {t('dashboard.continue.startTitle')}
            </Title>
            <Text c="gray.7">{t('dashboard.continue.startText')}</Text>
          </Stack>
        </Group>
      </Paper>
    );
  }

  return (
    <Paper
      withBorder
      radius="lg"
      className={classes.continue}
      data-highlight
      component="section"
      aria-labelledby="continue-title"
    >
      <Group justify="space-between" gap="md" align="center">
        <Group gap="md" wrap="nowrap" align="flex-start" className={classes.continueText}>
          <span className={classes.continueIcon} aria-hidden="true">
            <LectureIcon size={24} />
          </span>
          <Stack gap={6} miw={0}>
            <Title order={2} size="h6" id="continue-title" className={classes.eyebrow}>
              {t('dashboard.continue.title')}
            </Title>
            <Text fw={700} size="lg" className={classes.continueLecture}>
              {lecture.title}
            </Text>
            <Group gap="xs" wrap="wrap">
              <Text size="sm" c="gray.7">
                {t('dashboard.continue.where', {
                  subject: lecture.subjectTitle,
                  direction: lecture.directionTitle,
                })}
              </Text>
              <StateBadge state={lecture.status} />
            </Group>
          </Stack>
        </Group>
        <Button
          component={Link}
          to={paths.student.lecture(lecture.id)}
          rightSection={<ArrowRightIcon size={18} />}
          className={classes.continueAction}
          aria-label={t('dashboard.continue.actionLabel', { title: lecture.title })}
        >
          {t('dashboard.continue.action')}
        </Button>
      </Group>
    </Paper>
  );
}

function ContinueSkeleton() {
  return (
    <Paper withBorder radius="lg" className={classes.continue} aria-hidden="true">
      <Group gap="md" wrap="nowrap" align="flex-start">
        <Skeleton height={44} width={44} radius="md" />
        <Stack gap={8} style={{ flex: 1 }}>
          <Skeleton height={14} width={180} />
          <Skeleton height={22} width="60%" />
          <Skeleton height={16} width="40%" />
        </Stack>
      </Group>
    </Paper>
  );
}
