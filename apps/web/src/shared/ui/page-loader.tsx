import { Center, Loader } from '@mantine/core';
import { useTranslation } from 'react-i18next';

/** Shown while a screen's code or texts load. */
export function PageLoader() {
  const { t } = useTranslation('common');
  return (
    <Center mih="50vh" role="status">
      <Loader type="dots" aria-label={t('loading')} />
    </Center>
  );
}
