import { paths } from '@academy/contracts';
import { Button, Skeleton, Stack } from '@mantine/core';
import { IconAlertTriangle, IconArrowLeft, IconUserOff } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { LoadFailed } from '../../shared/ui/load-failed';
import { StateMessage } from '../../shared/ui/state-message';

/* The states the users screens share: loading, failed, not found. */

export function UsersSkeleton({ label }: { label: string }) {
  return (
    <Stack gap="md" aria-busy="true" aria-label={label}>
      <Skeleton height={36} width="50%" />
      <Skeleton height={72} />
      <Skeleton height={72} />
      <Skeleton height={72} />
    </Stack>
  );
}

export function UsersFailed({ error, onRetry }: { error: unknown; onRetry: () => void }) {
  const { t } = useTranslation('user-admin');
  return (
    <LoadFailed
      headingOrder={2}
      title={t('states.failedTitle')}
      icon={<IconAlertTriangle size={28} />}
      error={error}
      retryLabel={t('states.retry')}
      onRetry={onRetry}
    />
  );
}

export function UserNotFound() {
  const { t } = useTranslation('user-admin');
  return (
    <StateMessage
      title={t('states.notFoundTitle')}
      icon={<IconUserOff size={28} />}
      actions={
        <Button component={Link} to={paths.admin.users} leftSection={<IconArrowLeft size={16} />}>
          {t('states.backToList')}
        </Button>
      }
    >
      {t('states.notFoundText')}
    </StateMessage>
  );
}
