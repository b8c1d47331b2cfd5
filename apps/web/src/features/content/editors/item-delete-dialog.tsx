import type { ItemDeletionImpact } from '@academy/contracts';
import { Alert, Button, Group, List, Loader, Modal, Text } from '@mantine/core';
import { IconAlertTriangle } from '@tabler/icons-react';
import type { UseQueryResult } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { ItemKind } from './item-kind';

interface ItemDeleteDialogProps {
  kind: ItemKind;
  title: string;
  opened: boolean;
  onClose: () => void;
  impact: UseQueryResult<ItemDeletionImpact>;
  /** Deletes; `confirm` is true when students lose work by it. */
  onDelete: (confirm: boolean) => void;
  deleting: boolean;
}

/**
 * Asks before deleting an item, saying what students lose (read afresh when it opens).
 * The request confirms the loss only when the admin has been shown one.
 */
export function ItemDeleteDialog({
  kind,
  title,
  opened,
  onClose,
  impact,
  onDelete,
  deleting,
}: ItemDeleteDialogProps) {
  const { t } = useTranslation('admin-editors');
  const loss = impact.data && impact.data.students > 0 ? impact.data : null;
  return (
    <Modal opened={opened} onClose={onClose} title={t('delete.title', { title })} centered>
      {impact.isPending ? (
        <Group gap="xs">
          <Loader size="sm" />
          <Text>{t('delete.checking')}</Text>
        </Group>
      ) : impact.isError ? (
        <Alert color="red" icon={<IconAlertTriangle aria-hidden />}>
          {impact.error.message}
        </Alert>
      ) : loss ? (
        <Alert
          color="orange"
          icon={<IconAlertTriangle aria-hidden />}
          title={t('delete.lossTitle')}
        >
          <List size="sm">
            <List.Item>{t('delete.students', { count: loss.students })}</List.Item>
            <List.Item>{t(`delete.work.${kind}`, { count: loss.work })}</List.Item>
            {kind === 'lecture' ? null : (
              <List.Item>{t('delete.passed', { count: loss.passed })}</List.Item>
            )}
          </List>
        </Alert>
      ) : (
        <Text>{t('delete.noLoss')}</Text>
      )}
      <Group justify="flex-end" mt="lg">
        <Button variant="default" onClick={onClose} data-autofocus>
          {t('delete.cancel')}
        </Button>
        <Button
          color="red"
          onClick={() => onDelete(loss !== null)}
          loading={deleting}
          disabled={!impact.isSuccess}
        >
          {loss ? t('delete.confirmLoss') : t('delete.confirm')}
        </Button>
      </Group>
    </Modal>
  );
}
