import { Affix, Button, Group, Notification, Text } from '@mantine/core';
import { IconCheck } from '@tabler/icons-react';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';

export interface Notice {
  message: string;
  /** What Undo does; none when the action cannot be undone from here. */
  undo?: () => void;
}

const NOTICE_MS = 10_000;

/**
 * The success message of an account action, as a toast at the bottom of the screen (a
 * status region: screen readers say it), with Undo when the action can be undone. It closes
 * by itself after a while.
 */
export function ActionNotice({ notice, onClose }: { notice: Notice | null; onClose: () => void }) {
  const { t } = useTranslation('admin-users');
  useEffect(() => {
    if (!notice) return;
    const timer = setTimeout(onClose, NOTICE_MS);
    return () => clearTimeout(timer);
  }, [notice, onClose]);
  return (
    <Affix position={{ bottom: 16, right: 16 }} style={{ maxWidth: 'calc(100vw - 32px)' }}>
      <div role="status" aria-live="polite">
        {notice ? (
          <Notification
            color="green"
            icon={<IconCheck size={18} />}
            withBorder
            onClose={onClose}
            closeButtonProps={{ 'aria-label': t('actions.closeNotice') }}
          >
            <Group gap="sm" wrap="wrap">
              <Text size="sm">{notice.message}</Text>
              {notice.undo ? (
                <Button
                  size="compact-sm"
                  variant="light"
                  onClick={() => {
                    notice.undo?.();
                    onClose();
                  }}
                >
                  {t('actions.undo')}
                </Button>
              ) : null}
            </Group>
          </Notification>
        ) : null}
      </div>
    </Affix>
  );
}
