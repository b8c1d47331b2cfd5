import { Badge } from '@mantine/core';
import { IconClockExclamation } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { waitingTime } from '../../shared/lib/waiting-time';

/** How long a piece of work or a question has waited; past the warning, as overdue. */
export function WaitingBadge({ since, now }: { since: string; now: Date }) {
  const { t, i18n } = useTranslation('reviews');
  const waited = waitingTime(since, now, i18n.language);
  return (
    <Badge
      variant={waited.long ? 'filled' : 'default'}
      color={waited.long ? 'red' : 'gray'}
      leftSection={waited.long ? <IconClockExclamation size={14} aria-hidden="true" /> : null}
    >
      {waited.long
        ? t('queue.waitingLong', { time: waited.text })
        : t('queue.waiting', { time: waited.text })}
    </Badge>
  );
}
