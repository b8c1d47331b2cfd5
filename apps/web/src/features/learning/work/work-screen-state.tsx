import { LEARNING_ACCESS_ENDED, paths, STUDENT_ROOT } from '@academy/contracts';
import { Button, Group, Paper, Skeleton, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { ApiError } from '../../../shared/api/client';
import { PageTitle } from '../../../shared/ui/page-title';

type Failure = 'forbidden' | 'notFound' | 'accessEnded' | 'failed';

function failureOf(error: unknown): Failure {
  if (!(error instanceof ApiError)) return 'failed';
  if (error.code === LEARNING_ACCESS_ENDED) return 'accessEnded';
  if (error.status === 403) return 'forbidden';
  if (error.status === 404) return 'notFound';
  return 'failed';
}

interface WorkLoadFailedProps {
  /** The query's error; null for an address that names no item. */
  error: unknown;
  /** Fetches again: offered for a failure worth trying again. */
  onRetry?: () => void;
  retrying?: boolean;
}

/**
 * A test or mini project that could not be shown: not the student's (403), not there (404),
 * learning access over, or a failure worth trying again. The message is the catalogue's, and
 * the screen is the only place it shows (the query asks the client for no toast).
 */
export function WorkLoadFailed({ error, onRetry, retrying }: WorkLoadFailedProps) {
  const { t } = useTranslation('student');
  const { t: errors } = useTranslation('errors');
  const failure = error === null ? 'notFound' : failureOf(error);
  const title = t(`task.screen.${failure}Title`);
  const message = error instanceof ApiError ? error.message : errors('ERR_NOT_FOUND');

  return (
    <Stack gap="lg">
      <PageTitle title={title} />
      <Paper withBorder radius="lg" p={{ base: 'lg', sm: 'xl' }} role="alert">
        <Stack gap="md" align="flex-start">
          <ThemeIcon
            size={44}
            radius="md"
            variant="light"
            color={failure === 'failed' ? 'red' : 'brand'}
            aria-hidden="true"
          >
            <Text fw={900} size="lg">
              !
            </Text>
          </ThemeIcon>
          <Title order={1}>{title}</Title>
          <Text size="lg" maw={560}>
            {message}
          </Text>
          <Group gap="sm">
            {failure === 'failed' && onRetry ? (
              <Button onClick={onRetry} loading={retrying}>
                {t('task.screen.retry')}
              </Button>
            ) : null}
            {failure === 'accessEnded' ? (
              <Button component={Link} to={paths.student.pricing}>
                {t('task.screen.toPricing')}
              </Button>
            ) : null}
            <Button
              component={Link}
              to={STUDENT_ROOT}
              variant={failure === 'forbidden' || failure === 'notFound' ? 'filled' : 'default'}
            >
              {t('task.screen.toDashboard')}
            </Button>
          </Group>
        </Stack>
      </Paper>
    </Stack>
  );
}

/** The head of a test or mini project while it loads: breadcrumb, title, text, facts. */
export function WorkHeaderSkeleton() {
  return (
    <Stack gap="sm">
      <Skeleton height={14} width={180} radius="sm" />
      <Skeleton height={40} width="min(420px, 80%)" radius="sm" mt={4} />
      <Skeleton height={16} width="min(560px, 95%)" radius="sm" mt={6} />
      <Skeleton height={16} width="min(380px, 70%)" radius="sm" />
      <Stack gap={8} mt={6} style={{ flexDirection: 'row', flexWrap: 'wrap' }}>
        <Skeleton height={26} width={150} radius="sm" />
        <Skeleton height={26} width={130} radius="sm" />
      </Stack>
    </Stack>
  );
}
