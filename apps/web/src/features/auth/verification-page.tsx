import { useTranslation } from 'react-i18next';
import { ScreenPlaceholder } from '../../shared/ui/screen-placeholder';
import { BackToLogin } from './back-to-login';

export function VerificationPage() {
  const { t } = useTranslation('auth');
  return (
    <ScreenPlaceholder title={t('verification.title')} description={t('verification.description')}>
      <BackToLogin />
    </ScreenPlaceholder>
  );
}
