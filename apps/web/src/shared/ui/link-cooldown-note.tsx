import { Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { formatCountdown } from '../lib/countdown';

/**
 * Under a "send the link again" button held back by the server's one-link-a-minute rule:
 * when the next link can be asked for. Nothing once it can.
 */
export function LinkCooldownNote({ remaining, id }: { remaining: number; id?: string }) {
  const { t } = useTranslation('common');
  if (remaining <= 0) return null;
  return (
    <Text id={id} size="sm" c="dimmed">
      {t('linkCooldown', { time: formatCountdown(remaining) })}
    </Text>
  );
}
