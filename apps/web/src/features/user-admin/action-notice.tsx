import { Button, Group, Paper, Text } from '@mantine/core';
import { IconCheck, IconX } from '@tabler/icons-react';
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
 * by itself after a while. Built of the area's own components, so it needs no styles the
 * staff area does not load.
 */
export function ActionNotice({ notice, onClose }: { notice: Notice | null; onClose: () => void }) {
  const { t } = useTranslation('user-admin');
  useEffect(() => {
    if (!notice) return;
    const timer = setTimeout(onClose, NOTICE_MS);
    return () => clearTimeout(timer);
  }, [notice, onClose]);
  return (
    <div
      role="status"
      aria-live="polite"
      style={{
        position: 'fixed',
        bottom: 16,
        right: 16,
        left: 16,
        zIndex: 300,
        display: 'flex',
        justifyContent: 'flex-end',
        pointerEvents: 'none',
      }}
    >
      {notice ? (
        <Paper
          withBorder
          shadow="md"
          radius="md"
          p="sm"
          maw={480}
          style={{ pointerEvents: 'auto', borderLeft: '4px solid var(--mantine-color-green-7)' }}
        >
          <Group gap="sm" wrap="nowrap" align="flex-start">
            <IconCheck size={18} color="var(--mantine-color-green-8)" aria-hidden="true" />
            <Text size="sm" style={{ flex: 1 }}>
              {notice.message}
            </Text>
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
            <Button
              size="compact-sm"
              variant="subtle"
              color="gray"
              aria-label={t('actions.closeNotice')}
              onClick={onClose}
            >
              <IconX size={14} aria-hidden="true" />
            </Button>
          </Group>
        </Paper>
      ) : null}
    </div>
  );
}
