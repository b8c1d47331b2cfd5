import { useTranslation } from 'react-i18next';
import { ScreenPlaceholder } from '../../shared/ui/screen-placeholder';
import { BackToLogin } from './back-to-login';

type PasswordMode = 'reset' | 'set';

/**
 * One screen for both reset-password (a link from the forgot-password e-mail) and
 * set-password (after admission, or a login with a temporary password); spec §2.
 */
function PasswordPage({ mode }: { mode: PasswordMode }) {
  const { t } = useTranslation('auth');
  const texts = mode === 'set' ? 'setPassword' : 'resetPassword';
  return (
    <ScreenPlaceholder title={t(`${texts}.title`)} description={t(`${texts}.description`)}>
      <BackToLogin />
    </ScreenPlaceholder>
  );
}

export function ResetPasswordPage() {
  return <PasswordPage mode="reset" />;
}

export function SetPasswordPage() {
  return <PasswordPage mode="set" />;
}
