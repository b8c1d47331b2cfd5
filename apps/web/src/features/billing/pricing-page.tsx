import { useTranslation } from 'react-i18next';
import { ScreenPlaceholder } from '../../shared/ui/screen-placeholder';

export function PricingPage() {
  const { t } = useTranslation('student');
  return <ScreenPlaceholder title={t('pricing.title')} description={t('pricing.description')} />;
}
