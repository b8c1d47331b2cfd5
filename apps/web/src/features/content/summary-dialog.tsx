import { Alert, Button, Group, Loader, Modal, Stack, Text } from '@mantine/core';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

/*
 * The layout of the structure's dialogs that first ask the server what an action would do
 * (deleting a direction, subject or chapter; publishing a chapter), then say it and offer the
 * action (ARCHITECTURE.md, "Content structure"): counting, a count that failed (Cancel, Try
 * again), and the summary with what went wrong last, Cancel and the action.
 */

interface SummaryDialogProps {
  opened: boolean;
  title: string;
  onClose: () => void;
  children: ReactNode;
}

export function SummaryDialog({ opened, title, onClose, children }: SummaryDialogProps) {
  const { t } = useTranslation('content');
  return (
    <Modal
      opened={opened}
      onClose={onClose}
      title={title}
      closeButtonProps={{ 'aria-label': t('actions.close') }}
      centered
    >
      {children}
    </Modal>
  );
}

/** While the server counts. */
export function SummaryCounting({ children }: { children: ReactNode }) {
  return (
    <Group gap="sm" aria-busy="true">
      <Loader size="sm" />
      <Text>{children}</Text>
    </Group>
  );
}

/** The count failed: Cancel, or Try again. */
export function SummaryCountFailed({
  children,
  onClose,
  onRetry,
}: {
  children: ReactNode;
  onClose: () => void;
  onRetry: () => void;
}) {
  const { t } = useTranslation('content');
  return (
    <Stack gap="md">
      <Alert color="red" role="alert">
        {children}
      </Alert>
      <Group justify="flex-end">
        <Button variant="default" onClick={onClose}>
          {t('actions.cancel')}
        </Button>
        <Button onClick={onRetry}>{t('actions.tryAgain')}</Button>
      </Group>
    </Stack>
  );
}

/** The summary, then why the last try failed, then Cancel and the action (none: only Cancel). */
export function SummaryBody({
  children,
  failure,
  onClose,
  action,
}: {
  children: ReactNode;
  failure: string | null;
  onClose: () => void;
  action: ReactNode;
}) {
  const { t } = useTranslation('content');
  return (
    <Stack gap="md">
      {children}
      {failure ? (
        <Alert color="red" role="alert">
          {failure}
        </Alert>
      ) : null}
      <Group justify="flex-end" gap="sm">
        <Button variant="default" onClick={onClose}>
          {t('actions.cancel')}
        </Button>
        {action}
      </Group>
    </Stack>
  );
}
