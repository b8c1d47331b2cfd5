import { useTranslation } from 'react-i18next';
import { ScreenPlaceholder } from '../../shared/ui/screen-placeholder';

export function PaymentPage() {
  const { t } = useTranslation('student');
  return <ScreenPlaceholder title={t('payment.title')} description={t('payment.description')} />;
}
