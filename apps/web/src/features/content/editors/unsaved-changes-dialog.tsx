import { Button, Group, Modal, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { Blocker } from 'react-router';

/** Asks whether to leave an editor with unsaved changes (`useUnsavedChanges`). */
export function UnsavedChangesDialog({ blocker }: { blocker: Blocker }) {
  const { t } = useTranslation('admin-editors');
  const open = blocker.state === 'blocked';
  return (
    <Modal opened={open} onClose={() => blocker.reset?.()} title={t('unsaved.title')} centered>
      <Text>{t('unsaved.text')}</Text>
      <Group justify="flex-end" mt="lg">
        <Button variant="default" onClick={() => blocker.reset?.()} data-autofocus>
          {t('unsaved.stay')}
        </Button>
        <Button color="red" onClick={() => blocker.proceed?.()}>
          {t('unsaved.leave')}
        </Button>
      </Group>
    </Modal>
  );
}
