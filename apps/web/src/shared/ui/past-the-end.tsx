import { Button, Text } from '@mantine/core';
import { IconArrowBackUp } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { StateMessage } from './state-message';

/**
 * What a staff list shows on a page past its last one (shared/lib/paging.ts `pastTheEnd`):
 * that the page is past the end, not that the list is empty, and a link to the last page.
 */
export function PastTheEnd({
  page,
  lastPage,
  to,
}: {
  page: number;
  lastPage: number;
  /** The address of the last page, with the list's search and filters. */
  to: string;
}) {
  const { t } = useTranslation('common');
  return (
    <StateMessage
      title={t('pastTheEnd.title', { page })}
      headingOrder={2}
      icon={<IconArrowBackUp size={28} />}
      role="status"
      actions={
        <Button component={Link} to={to} variant="light">
          {t('pastTheEnd.link', { page: lastPage })}
        </Button>
      }
    >
      <Text ta="center">{t('pastTheEnd.text', { count: lastPage })}</Text>
    </StateMessage>
  );
}
