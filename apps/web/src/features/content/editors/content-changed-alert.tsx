import { Alert, Button, Stack, Text } from '@mantine/core';
import { IconRefresh, IconUsers } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import type { ItemKind } from './item-kind';

interface ContentChangedAlertProps {
  kind: ItemKind;
  onReload: () => void;
  reloading: boolean;
}

/**
 * Said when a save was refused because someone else saved the item after this editor loaded
 * it: the admin's edits stay in the form, and the latest version replaces them only when
 * the admin asks (ARCHITECTURE.md, "Content editors").
 */
export function ContentChangedAlert({ kind, onReload, reloading }: ContentChangedAlertProps) {
  const { t } = useTranslation('admin-editors');
  return (
    <Alert
      color="orange"
      role="alert"
      title={t('changed.title')}
      icon={<IconUsers size={20} aria-hidden />}
    >
      <Stack gap="sm" align="flex-start">
        <Text size="sm">{t(`changed.text.${kind}`)}</Text>
        <Button
          variant="light"
          color="orange"
          onClick={onReload}
          loading={reloading}
          leftSection={<IconRefresh size={18} aria-hidden />}
        >
          {t('changed.reload')}
        </Button>
      </Stack>
    </Alert>
  );
}
