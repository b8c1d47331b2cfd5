import { paths } from '@academy/contracts';
import { Button, Skeleton, Stack } from '@mantine/core';
import { IconAlertTriangle, IconArrowLeft, IconSearchOff } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { LoadFailed } from '../../shared/ui/load-failed';
import { StateMessage } from '../../shared/ui/state-message';

/* The states every review screen shares: loading, failed, not found. */

export function ReviewSkeleton({ label }: { label: string }) {
  return (
    <Stack gap="md" aria-busy="true" aria-label={label}>
      <Skeleton height={36} width="60%" />
      <Skeleton height={90} />
      <Skeleton height={90} />
      <Skeleton height={90} />
    </Stack>
  );
}

export function ReviewFailed({ error, onRetry }: { error: unknown; onRetry: () => void }) {
  const { t } = useTranslation('reviews');
  return (
    <LoadFailed
      title={t('states.failedTitle')}
      icon={<IconAlertTriangle size={28} />}
      error={error}
      retryLabel={t('states.retry')}
      onRetry={onRetry}
    />
  );
}

export function ReviewNotFound() {
  const { t } = useTranslation('reviews');
  return (
    <StateMessage
      title={t('states.notFoundTitle')}
      icon={<IconSearchOff size={28} />}
      actions={
        <Button component={Link} to={paths.admin.reviews} leftSection={<IconArrowLeft size={16} />}>
          {t('states.backToQueue')}
        </Button>
      }
    >
      {t('states.notFoundText')}
    </StateMessage>
  );
}
