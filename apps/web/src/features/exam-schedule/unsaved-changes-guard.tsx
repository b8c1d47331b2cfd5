import { Button, Group, Modal, Text } from '@mantine/core';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useBlocker } from 'react-router';

/**
 * Asks before leaving the page while `dirty`: a move to another page of the app through the
 * router, and closing or reloading the tab (the browser's own question). A change of the
 * page's search parameters (its tab, its weeks) stays on the page and is not stopped.
 */
export function UnsavedChangesGuard({ dirty }: { dirty: boolean }) {
  const { t } = useTranslation('exam-schedule');
  const blocker = useBlocker(
    ({ currentLocation, nextLocation }) =>
      dirty && currentLocation.pathname !== nextLocation.pathname,
  );

  useEffect(() => {
    if (!dirty) return;
    const warn = (event: BeforeUnloadEvent) => event.preventDefault();
    window.addEventListener('beforeunload', warn);
    return () => window.removeEventListener('beforeunload', warn);
  }, [dirty]);

  return (
    <Modal
      opened={blocker.state === 'blocked'}
      onClose={() => blocker.reset?.()}
      title={t('leave.title')}
      centered
    >
      <Text mb="lg">{t('leave.body')}</Text>
      <Group justify="flex-end">
        <Button variant="default" onClick={() => blocker.reset?.()} data-autofocus>
          {t('leave.stay')}
        </Button>
        <Button color="red" onClick={() => blocker.proceed?.()}>
          {t('leave.leave')}
        </Button>
      </Group>
    </Modal>
  );
}
