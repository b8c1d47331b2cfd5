import { Button, Group, Modal, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { Blocker } from 'react-router';

/** Asks whether to leave answers written and not submitted (`useLeaveWarning`). */
export function LeaveWorkDialog({ blocker }: { blocker: Blocker }) {
  const { t } = useTranslation('student');
  return (
    <Modal
      opened={blocker.state === 'blocked'}
      onClose={() => blocker.reset?.()}
      title={t('work.leave.title')}
      centered
      radius="lg"
      styles={{ title: { fontWeight: 700, fontSize: 'var(--mantine-font-size-lg)' } }}
    >
      <Text>{t('work.leave.text')}</Text>
      <Group justify="flex-end" gap="sm" mt="lg">
        <Button variant="default" onClick={() => blocker.reset?.()} data-autofocus>
          {t('work.leave.stay')}
        </Button>
        <Button onClick={() => blocker.proceed?.()}>{t('work.leave.leave')}</Button>
      </Group>
    </Modal>
  );
}
