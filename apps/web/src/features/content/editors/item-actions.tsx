import type { ContentStatus } from '@academy/contracts';
import { Button, Text } from '@mantine/core';
import { IconDeviceFloppy, IconEye, IconEyeOff, IconTrash } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';

interface ItemActionsProps {
  /** The form whose submit button Save is. */
  formId: string;
  saving: boolean;
  /** Shown once a save went through, until the next change. */
  saved: boolean;
  status: ContentStatus;
  onToggleStatus: () => void;
  togglingStatus: boolean;
  /** Publishing waits for the changes to be saved first. */
  dirty: boolean;
  onDelete: () => void;
}

/** Save (also Ctrl/Cmd+S), publish or unpublish, and delete. */
export function ItemActions({
  formId,
  saving,
  saved,
  status,
  onToggleStatus,
  togglingStatus,
  dirty,
  onDelete,
}: ItemActionsProps) {
  const { t } = useTranslation('admin-editors');
  const published = status === 'published';
  return (
    <>
      <Text size="sm" c="dimmed" role="status" aria-live="polite">
        {saved && !dirty ? t('actions.saved') : ''}
      </Text>
      <Button
        type="submit"
        form={formId}
        loading={saving}
        leftSection={<IconDeviceFloppy size={18} aria-hidden />}
        title={t('actions.saveShortcut')}
      >
        {t('actions.save')}
      </Button>
      <Button
        variant="light"
        onClick={onToggleStatus}
        loading={togglingStatus}
        disabled={dirty && !published}
        title={dirty && !published ? t('actions.saveBeforePublishing') : undefined}
        leftSection={
          published ? <IconEyeOff size={18} aria-hidden /> : <IconEye size={18} aria-hidden />
        }
      >
        {published ? t('actions.unpublish') : t('actions.publish')}
      </Button>
      <Button
        variant="subtle"
        color="red"
        onClick={onDelete}
        leftSection={<IconTrash size={18} aria-hidden />}
      >
        {t('actions.delete')}
      </Button>
    </>
  );
}
