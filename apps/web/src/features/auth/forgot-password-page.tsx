import { useTranslation } from 'react-i18next';
import { ScreenPlaceholder } from '../../shared/ui/screen-placeholder';
import { BackToLogin } from './back-to-login';

export function ForgotPasswordPage() {
  const { t } = useTranslation('auth');
  return (
    <ScreenPlaceholder
      title={t('forgotPassword.title')}
      description={t('forgotPassword.description')}
    >
      <BackToLogin />
    </ScreenPlaceholder>
  );
}
