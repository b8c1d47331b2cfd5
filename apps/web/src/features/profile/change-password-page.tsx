import { useTranslation } from 'react-i18next';
import { ScreenPlaceholder } from '../../shared/ui/screen-placeholder';

export function ChangePasswordPage() {
  const { t } = useTranslation('student');
  return (
    <ScreenPlaceholder
      title={t('changePassword.title')}
      description={t('changePassword.description')}
    />
  );
}
