import { useTranslation } from 'react-i18next';
import { Loading } from './loading';

/** Shown while a screen's code or texts load. */
export function PageLoader() {
  const { t } = useTranslation('common');
  return <Loading label={t('loading')} type="dots" mih="50vh" />;
}
