import { paths } from '@academy/contracts';
import { Button, Skeleton, Stack } from '@mantine/core';
import { IconAlertTriangle, IconSearch } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { ApiError } from '../../../shared/api/client';
import { LoadFailed } from '../../../shared/ui/load-failed';
import { StateMessage } from '../../../shared/ui/state-message';
import type { ItemKind } from './item-kind';

/** What an editor draws while its item loads. */
export function EditorSkeleton() {
  const { t } = useTranslation('admin-editors');
  return (
    <Stack gap="md" aria-busy="true" aria-label={t('loading')}>
      <Skeleton height={14} width="40%" />
      <Skeleton height={32} width="60%" />
      <Skeleton height={36} />
      <Skeleton height={280} />
    </Stack>
  );
}

const HTTP_NOT_FOUND = 404;

interface EditorFailureProps {
  kind: ItemKind;
  error: unknown;
  onRetry: () => void;
  retrying: boolean;
}

/** An item that does not exist, or a call that failed (with "Try again"). */
export function EditorFailure({ kind, error, onRetry, retrying }: EditorFailureProps) {
  const { t } = useTranslation('admin-editors');
  if (error instanceof ApiError && error.status === HTTP_NOT_FOUND) {
    return <EditorNotFound kind={kind} />;
  }
  return (
    <LoadFailed
      title={t('failed.title')}
      icon={<IconAlertTriangle aria-hidden />}
      error={error}
      retryLabel={t('failed.retry')}
      onRetry={onRetry}
      retrying={retrying}
    />
  );
}

/** An address whose item does not exist (or cannot name one). */
export function EditorNotFound({ kind }: { kind: ItemKind }) {
  const { t } = useTranslation('admin-editors');
  return (
    <StateMessage
      title={t(`notFound.${kind}`)}
      icon={<IconSearch aria-hidden />}
      actions={
        <Button component={Link} to={paths.admin.content} variant="default">
          {t('notFound.back')}
        </Button>
      }
    >
      {t('notFound.text')}
    </StateMessage>
  );
}
