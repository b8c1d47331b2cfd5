import { Alert, Button, Group, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';

/**
 * A billing section whose data could not be read: the failure's text (the HTTP client wrote
 * it in the interface language; the call did not toast) and "Try again". The rest of the
 * screen stays usable.
 */
export function SectionFailure({
  error,
  onRetry,
  retrying,
}: {
  error: Error;
  onRetry: () => void;
  retrying: boolean;
}) {
  const { t } = useTranslation('billing');
  return (
    <Alert color="red" variant="light" role="alert" title={t('states.failed')}>
      <Group gap="sm" justify="space-between" align="center">
        <Text size="sm">{error.message}</Text>
        <Button size="xs" variant="default" onClick={onRetry} loading={retrying}>
          {t('states.retry')}
        </Button>
      </Group>
    </Alert>
  );
}
