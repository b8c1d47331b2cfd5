import { Text } from '@mantine/core';
import { IconClock } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { useStaffTime } from '../lib/staff-time';

/** "Times in Asia/Yerevan, GMT+4": said once on each staff screen that shows times. */
export function TimeZoneNote() {
  const { t } = useTranslation('admin');
  const { zone } = useStaffTime();
  return (
    <Text size="sm" c="dark.4" style={{ display: 'inline-flex', alignItems: 'center', gap: 6 }}>
      <IconClock size={16} aria-hidden />
      {t('timeZoneNote', { zone })}
    </Text>
  );
}
