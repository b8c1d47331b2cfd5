import { useTranslation } from 'react-i18next';
import { ScreenPlaceholder } from '../../shared/ui/screen-placeholder';

export function AdminHomePage() {
  const { t } = useTranslation('admin');
  return <ScreenPlaceholder title={t('home.title')} description={t('home.description')} />;
}
